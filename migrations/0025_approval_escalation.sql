-- D14: a step pending longer than its policy's escalateAfterDays also goes to the admins. The
-- approval keeps the policy's setting as it was at the start; an admin who decides an escalated
-- step is recorded as an approver of it, marked escalated.
ALTER TABLE activity_approvals ADD COLUMN escalate_after_days integer;
ALTER TABLE activity_approvers ADD COLUMN escalated boolean NOT NULL DEFAULT false;
