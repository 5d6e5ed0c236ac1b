/**
 * Types of the HTTP API, generated from its OpenAPI document by `npm run client:generate`; kept
 * in git so that a build needs no generation. A test fails when this file is out of date.
 */

export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The front door: redirects a browser to the web app at /app/ (the API reference is at /docs) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To /app/ */
                302: {
                    headers: {
                        /** @description The web app */
                        Location?: string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is running */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The database answers and the process is not overloaded
         * @description 503 while the database does not answer, or while the process refuses new requests because its event loop lags or too much work waits for the database (Retry-After says when to look again).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready";
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The error object every failed request receives */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Metrics in Prometheus text format
         * @description Request durations by route and status, requests in flight, database connections and queue, the event backlog per queue with its age, webhook delivery attempts by outcome, and process metrics. Requires `Authorization: Bearer <METRICS_TOKEN>` when the service sets METRICS_TOKEN.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/plain": string;
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The error object every failed request receives */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a tenant with its first admin user and that admin's token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "acme",
                     *       "name": "Acme",
                     *       "admin": {
                     *         "firstname": "Ada",
                     *         "lastname": "Lovelace",
                     *         "email": "ada@acme.example"
                     *       }
                     *     }
                     */
                    "application/json": {
                        id: string;
                        name: string;
                        admin: {
                            firstname: string;
                            lastname: string;
                            /** Format: email */
                            email: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            admin: components["schemas"]["UserAccount"];
                            /** @description The admin's access token in plain text; shown only here. */
                            token: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/backup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A backup of the whole store, streamed: a plain-text dump that restore (or psql) loads into an empty store
         * @description The same dump as the backup command of the command line makes, of every tenant: what pg_dump writes (plain format, rows as INSERT statements, no owners), from one consistent snapshot, written while it is sent. One backup at a time per process (409 meanwhile). A reader that takes nothing for 30 s is cut off, as is a download past an hour: the file then lacks the closing line `-- PostgreSQL database dump complete`, and restore refuses it.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The dump, as an attachment to save */
                200: {
                    headers: {
                        /** @description attachment, with a file name that says when the backup was taken */
                        "Content-Disposition"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/sql": string;
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the users by id, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserAccount"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create an user */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "firstname": "Grace",
                     *       "lastname": "Hopper",
                     *       "email": "grace@acme.example",
                     *       "language": "en",
                     *       "role": "manager"
                     *     }
                     */
                    "application/json": {
                        firstname: string;
                        lastname: string;
                        /** Format: email */
                        email: string;
                        avatar?: string | null;
                        language?: string;
                        /** @enum {unknown} */
                        role: "admin" | "manager" | "member" | "viewer";
                        deputyId?: components["schemas"]["NullableReference"];
                        startDate?: string | null;
                        endDate?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserAccount"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find an user */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserAccount"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change the attributes sent of an user */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "role": "admin",
                     *       "language": "de",
                     *       "deputyId": 3
                     *     }
                     */
                    "application/json": {
                        firstname?: string;
                        lastname?: string;
                        /** Format: email */
                        email?: string;
                        avatar?: string | null;
                        language?: string;
                        /** @enum {unknown} */
                        role?: "admin" | "manager" | "member" | "viewer";
                        deputyId?: components["schemas"]["NullableReference"];
                        startDate?: string | null;
                        endDate?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserAccount"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an user softly */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserAccount"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the tokens by id, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Token"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a token */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "userId": 2,
                     *       "name": "CI pipeline",
                     *       "expiresAt": "2027-06-30T00:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        userId: components["schemas"]["Reference"];
                        name?: string;
                        expiresAt?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            userId: number;
                            name: string;
                            expiresAt: string | null;
                            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
                            createdAt: string;
                            revoked: boolean;
                            revokedAt: string | null;
                            /** @description The access token in plain text. Shown only in this response. */
                            token: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find a token */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Token"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change the attributes sent of a token */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "CI pipeline (renewed)",
                     *       "expiresAt": "2027-12-31T00:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        name?: string;
                        expiresAt?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Token"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a token softly */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Token"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the projects by id, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Project"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a project */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Website",
                     *       "test_case_robust": true
                     *     }
                     */
                    "application/json": {
                        name: string;
                        test_case_robust?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Project"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find a project */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Project"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change the attributes sent of a project */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Website relaunch"
                     *     }
                     */
                    "application/json": {
                        name?: string;
                        test_case_robust?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Project"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a project */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the teams by id, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TeamAccount"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a team */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Platform",
                     *       "memberIds": [
                     *         2,
                     *         3,
                     *         5
                     *       ],
                     *       "leadIds": [
                     *         2
                     *       ],
                     *       "minPresent": 2,
                     *       "coverageMode": "block"
                     *     }
                     */
                    "application/json": {
                        name: string;
                        minPresent?: number | null;
                        /**
                         * @default warn
                         * @enum {unknown}
                         */
                        coverageMode?: "warn" | "block";
                        memberIds?: number[];
                        leadIds?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TeamAccount"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find a team */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TeamAccount"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change the attributes sent of a team */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "memberIds": [
                     *         2,
                     *         3,
                     *         5,
                     *         6
                     *       ]
                     *     }
                     */
                    "application/json": {
                        name?: string;
                        minPresent?: number | null;
                        /**
                         * @default warn
                         * @enum {unknown}
                         */
                        coverageMode?: "warn" | "block";
                        memberIds?: number[];
                        leadIds?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TeamAccount"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a team softly */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TeamAccount"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the places by id, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Place"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a place */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Berlin office",
                     *       "type": "CUSTOM"
                     *     }
                     */
                    "application/json": {
                        name: string;
                        type?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Place"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/places/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find a place */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Place"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change the attributes sent of a place */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Berlin office, 3rd floor"
                     *     }
                     */
                    "application/json": {
                        name?: string;
                        type?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Place"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a place */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the activity types by id, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActivityTypeSettings"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create an activity type */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Vacation",
                     *       "description": "Paid leave",
                     *       "color": "#ff8800",
                     *       "workingHours": false,
                     *       "approvable": true
                     *     }
                     */
                    "application/json": {
                        name: string;
                        description?: string;
                        color?: string;
                        workingHours?: boolean;
                        approvable?: boolean;
                        private?: boolean;
                        /**
                         * @description 'pro-rata': a year's allowance counts days × months employed that year ÷ 12, rounded up to a half day
                         * @enum {unknown}
                         */
                        accrual?: "none" | "pro-rata";
                        carryOver?: {
                            maxDays: number;
                            expiresOn: string;
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActivityTypeSettings"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find an activity type */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActivityTypeSettings"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change the attributes sent of an activity type */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "color": "#ffaa00",
                     *       "approvable": false
                     *     }
                     */
                    "application/json": {
                        name?: string;
                        description?: string;
                        color?: string;
                        workingHours?: boolean;
                        approvable?: boolean;
                        private?: boolean;
                        /**
                         * @description 'pro-rata': a year's allowance counts days × months employed that year ÷ 12, rounded up to a half day
                         * @enum {unknown}
                         */
                        accrual?: "none" | "pro-rata";
                        carryOver?: {
                            maxDays: number;
                            expiresOn: string;
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActivityTypeSettings"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an activity type */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity-statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the activity statuses by id, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActivityStatus"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create an activity status */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Approved",
                     *       "color": "#00aa00",
                     *       "positiveFinal": true
                     *     }
                     */
                    "application/json": {
                        name: string;
                        color?: string;
                        positiveFinal?: boolean;
                        negativeFinal?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActivityStatus"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity-statuses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find an activity status */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActivityStatus"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change the attributes sent of an activity status */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "color": "#008800"
                     *     }
                     */
                    "application/json": {
                        name?: string;
                        color?: string;
                        positiveFinal?: boolean;
                        negativeFinal?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ActivityStatus"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an activity status */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/issue-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the issue types by id, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create an issue type */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Bug"
                     *     }
                     */
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/issue-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find an issue type */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change the attributes sent of an issue type */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Defect"
                     *     }
                     */
                    "application/json": {
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an issue type */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/issue-priorities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the issue priorities by id, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IssuePriority"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a priority */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "High",
                     *       "projectId": 1,
                     *       "color": "#ff0000",
                     *       "position": 1,
                     *       "priorityId": 3
                     *     }
                     */
                    "application/json": {
                        name: string;
                        projectId?: components["schemas"]["NullableReference"];
                        color?: string;
                        position?: number;
                        priorityId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IssuePriority"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/issue-priorities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find a priority */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IssuePriority"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change the attributes sent of a priority */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "position": 2,
                     *       "projectId": null
                     *     }
                     */
                    "application/json": {
                        name?: string;
                        projectId?: components["schemas"]["NullableReference"];
                        color?: string;
                        position?: number;
                        priorityId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IssuePriority"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a priority */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/issue-statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the issue statuses by id, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IssueStatus"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a status */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Done",
                     *       "color": "#00aa00",
                     *       "final": true
                     *     }
                     */
                    "application/json": {
                        name: string;
                        color?: string;
                        final?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IssueStatus"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/issue-statuses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find a status */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IssueStatus"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change the attributes sent of a status */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Closed"
                     *     }
                     */
                    "application/json": {
                        name?: string;
                        color?: string;
                        final?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IssueStatus"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a status softly */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IssueStatus"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the labels by id, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Label"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a label */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "frontend",
                     *       "color": "#3366ff"
                     *     }
                     */
                    "application/json": {
                        name: string;
                        color?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Label"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/labels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find a label */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Label"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change the attributes sent of a label */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "color": "#0044cc"
                     *     }
                     */
                    "application/json": {
                        name?: string;
                        color?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Label"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a label */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the holidays by id, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Holiday"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a holiday */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "date": "2026-12-25",
                     *       "name": "Christmas Day"
                     *     }
                     */
                    "application/json": {
                        /** Format: date */
                        date: string;
                        name: string;
                        teamIds?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Holiday"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/holidays/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find a holiday */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Holiday"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change the attributes sent of a holiday */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Christmas"
                     *     }
                     */
                    "application/json": {
                        /** Format: date */
                        date?: string;
                        name?: string;
                        teamIds?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Holiday"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a holiday */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the test plans by id, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a test plan */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Regression"
                     *     }
                     */
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find a test plan */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change the attributes sent of a test plan */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Release regression"
                     *     }
                     */
                    "application/json": {
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a test plan */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-execution-statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the test execution statuses by id, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestExecutionStatus"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a test execution status */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Passed",
                     *       "projectId": 1,
                     *       "state": 1,
                     *       "color": "#00aa00"
                     *     }
                     */
                    "application/json": {
                        name: string;
                        projectId?: components["schemas"]["NullableReference"];
                        state?: number;
                        color?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestExecutionStatus"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-execution-statuses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find a test execution status */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestExecutionStatus"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change the attributes sent of a test execution status */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "color": "#008800"
                     *     }
                     */
                    "application/json": {
                        name?: string;
                        projectId?: components["schemas"]["NullableReference"];
                        state?: number;
                        color?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestExecutionStatus"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a test execution status */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/approval-policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the approval policies by id, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApprovalPolicy"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create an approval policy */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Vacation: lead, then HR",
                     *       "activityTypeIds": [
                     *         1
                     *       ],
                     *       "teamIds": [],
                     *       "steps": [
                     *         {
                     *           "approvers": "team-leads",
                     *           "quorum": "any"
                     *         },
                     *         {
                     *           "approvers": "users",
                     *           "userIds": [
                     *             7,
                     *             8
                     *           ],
                     *           "quorum": "any"
                     *         }
                     *       ],
                     *       "substitute": "optional",
                     *       "escalateAfterDays": 3,
                     *       "position": 1
                     *     }
                     */
                    "application/json": {
                        name: string;
                        /**
                         * @description whether a request names a substitute, who must accept before the steps begin
                         * @enum {unknown}
                         */
                        substitute?: "none" | "optional" | "required";
                        escalateAfterDays?: number | null;
                        position?: number;
                        activityTypeIds?: number[];
                        teamIds?: number[];
                        steps?: {
                            /**
                             * @description who approves a step: the leads of the request's team, the users listed, or every user of a role
                             * @enum {unknown}
                             */
                            approvers: "team-leads" | "users" | "role";
                            userIds?: number[];
                            /** @enum {unknown} */
                            role?: "manager" | "admin";
                            /**
                             * @description whether one approval completes the step, or every one
                             * @enum {unknown}
                             */
                            quorum: "any" | "all";
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApprovalPolicy"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/approval-policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find an approval policy */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApprovalPolicy"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change the attributes sent of an approval policy */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "escalateAfterDays": null
                     *     }
                     */
                    "application/json": {
                        name?: string;
                        /**
                         * @description whether a request names a substitute, who must accept before the steps begin
                         * @enum {unknown}
                         */
                        substitute?: "none" | "optional" | "required";
                        escalateAfterDays?: number | null;
                        position?: number;
                        activityTypeIds?: number[];
                        teamIds?: number[];
                        steps?: {
                            /**
                             * @description who approves a step: the leads of the request's team, the users listed, or every user of a role
                             * @enum {unknown}
                             */
                            approvers: "team-leads" | "users" | "role";
                            userIds?: number[];
                            /** @enum {unknown} */
                            role?: "manager" | "admin";
                            /**
                             * @description whether one approval completes the step, or every one
                             * @enum {unknown}
                             */
                            quorum: "any" | "all";
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApprovalPolicy"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an approval policy */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/holidays/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add the public holidays of a country or region and year, for some teams or everyone
         * @description From the holiday data shipped with the service (nothing is fetched): the public holidays only, named in the importing admin's language (German for `de`, else English). A date that already has a holiday for the same teams is skipped, so an import can be repeated. A holiday of several days gives each day; one that starts during the day is left out. Answers the holidays added, by date.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "country": "DE",
                     *       "region": "BY",
                     *       "year": 2027,
                     *       "teamIds": [
                     *         1
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @description ISO 3166-1 code of the country, such as DE; GET /v1/holidays/countries lists those known */
                        country: string;
                        /** @description the country's region (state, province, canton), such as BY for Bavaria; DE-BY is taken too */
                        region?: string;
                        year: number;
                        /** @description the teams the holidays apply to; empty or absent: everyone */
                        teamIds?: number[];
                    };
                };
            };
            responses: {
                /** @description the holidays added, by date; empty when all were there */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Holiday"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/holidays/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The countries and regions whose public holidays can be imported, by name
         * @description Country names in the caller's language (German for `de`, else English); regions as the holiday data names them.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description ISO 3166-1, such as DE */
                            code: string;
                            /** @description in the caller's language */
                            name: string;
                            /** @description by name; empty when the data has none for the country */
                            regions: {
                                code: string;
                                name: string;
                            }[];
                        }[];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List issues: filters, full-text search, sorting and keyset pagination */
        get: {
            parameters: {
                query?: {
                    projectId?: number;
                    issueTypeId?: number;
                    parentId?: number;
                    priorityId?: number;
                    creatorId?: number;
                    statusId?: number;
                    private?: boolean;
                    assignedId?: string;
                    labelId?: number[];
                    closed?: boolean;
                    deleted?: boolean;
                    updatedSince?: string;
                    dueBefore?: string;
                    q?: string;
                    sort?: "id" | "created_at" | "updated_at" | "dueDate" | "priority";
                    order?: "asc" | "desc";
                    limit?: number;
                    cursor?: string;
                    include?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["IssueListItem"][];
                            /** @description pass as cursor for the next page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create an issue */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Login button does nothing",
                     *       "description": "Steps:\n1. open the login page\n2. click the button",
                     *       "projectId": 1,
                     *       "issueTypeId": {
                     *         "id": 1
                     *       },
                     *       "priorityId": 3,
                     *       "statusId": 1,
                     *       "assignedId": 3,
                     *       "dueDate": "2026-12-31T17:00:00.000Z",
                     *       "estimated": 90,
                     *       "labels": [
                     *         1,
                     *         3
                     *       ],
                     *       "collaborators": [
                     *         2
                     *       ]
                     *     }
                     */
                    "application/json": {
                        name: string;
                        description?: string | null;
                        projectId: components["schemas"]["Reference"];
                        issueTypeId: components["schemas"]["Reference"];
                        parentId?: components["schemas"]["NullableReference"];
                        parentType?: number | null;
                        priorityId: components["schemas"]["Reference"];
                        statusId: components["schemas"]["Reference"];
                        assignedId?: components["schemas"]["NullableReference"];
                        private?: boolean;
                        dueDate?: string | null;
                        estimated?: number;
                        spent?: number;
                        vcsIssueId?: number | null;
                        vcsIssueIid?: number | null;
                        scheduleId?: components["schemas"]["NullableReference"];
                        labels?: components["schemas"]["Reference"][];
                        collaborators?: components["schemas"]["Reference"][];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Strong entity tag of this answer's body; changes whenever a byte of it would change for this caller */
                        ETag?: string;
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Issue"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issues/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find an issue by id (deleted ones included) */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description ETags (or *) the client holds: when one is current, 304 without a body */
                    "If-None-Match"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Strong entity tag of this answer's body; changes whenever a byte of it would change for this caller */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Issue"];
                    };
                };
                /** @description Not modified: the ETag named in If-None-Match is current */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change the attributes sent; null clears an optional one */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description ETags (or *) of the object as the client last read it: when none is current, 412 and nothing changes */
                    "If-Match"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "statusId": 2,
                     *       "assignedId": {
                     *         "id": 3
                     *       },
                     *       "estimated": 120,
                     *       "spent": 45,
                     *       "dueDate": "2027-01-15T17:00:00.000Z",
                     *       "description": null
                     *     }
                     */
                    "application/json": {
                        name?: string;
                        description?: string | null;
                        projectId?: components["schemas"]["Reference"];
                        issueTypeId?: components["schemas"]["Reference"];
                        parentId?: components["schemas"]["NullableReference"];
                        parentType?: number | null;
                        priorityId?: components["schemas"]["Reference"];
                        creatorId?: components["schemas"]["Reference"];
                        statusId?: components["schemas"]["Reference"];
                        assignedId?: components["schemas"]["NullableReference"];
                        private?: boolean;
                        dueDate?: string | null;
                        estimated?: number;
                        spent?: number;
                        vcsIssueId?: number | null;
                        vcsIssueIid?: number | null;
                        scheduleId?: components["schemas"]["NullableReference"];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Strong entity tag of this answer's body; changes whenever a byte of it would change for this caller */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Issue"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Precondition failed */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issues/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Mark an issue deleted */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description ETags (or *) of the object as the client last read it: when none is current, 412 and nothing changes */
                    "If-Match"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Strong entity tag of this answer's body; changes whenever a byte of it would change for this caller */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Issue"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Precondition failed */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issues/undelete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Mark a deleted issue live again */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description ETags (or *) of the object as the client last read it: when none is current, 412 and nothing changes */
                    "If-Match"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Strong entity tag of this answer's body; changes whenever a byte of it would change for this caller */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Issue"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Precondition failed */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issues/bulk-edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit many issues at once: all or none
         * @description With `If-Match`, the bulk edit must name one issue, and changes it only when that is the version it names (412 otherwise): how a page changes one issue's labels or collaborators.
         */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description ETags (or *) of the object as the client last read it: when none is current, 412 and nothing changes */
                    "If-Match"?: string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "issuesIds": [
                     *         1,
                     *         2,
                     *         3
                     *       ],
                     *       "assigneeId": {
                     *         "assigneeId": {
                     *           "id": 2
                     *         },
                     *         "toEdit": true
                     *       },
                     *       "reviewStatusId": {
                     *         "reviewStatusId": {
                     *           "id": 3
                     *         },
                     *         "toEdit": true
                     *       },
                     *       "nestedLabelIds": {
                     *         "nestedLabelIds": [
                     *           1
                     *         ],
                     *         "toEdit": true
                     *       },
                     *       "collaboratorsIds": {
                     *         "collaboratorIds": [
                     *           2,
                     *           4
                     *         ],
                     *         "toEdit": true
                     *       },
                     *       "priorityId": {
                     *         "priorityId": {
                     *           "id": 1
                     *         },
                     *         "toEdit": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        issuesIds?: number[];
                        issueIds?: number[];
                        creatorId?: {
                            creatorId?: components["schemas"]["NullableReference"];
                            toEdit?: boolean;
                        };
                        assigneeId?: {
                            assigneeId?: components["schemas"]["NullableReference"];
                            toEdit?: boolean;
                        };
                        issueTypeId?: {
                            issueTypeId?: components["schemas"]["NullableReference"];
                            toEdit?: boolean;
                        };
                        priorityId?: {
                            priorityId?: components["schemas"]["NullableReference"];
                            toEdit?: boolean;
                        };
                        reviewStatusId?: {
                            reviewStatusId?: components["schemas"]["NullableReference"];
                            toEdit?: boolean;
                        };
                        nestedLabelIds?: {
                            nestedLabelIds?: components["schemas"]["Reference"][];
                            toEdit?: boolean;
                        };
                        collaboratorsIds?: {
                            collaboratorIds?: components["schemas"]["Reference"][];
                            collaboratorsIds?: components["schemas"]["Reference"][];
                            toEdit?: boolean;
                        };
                        collaboratorIds?: {
                            collaboratorIds?: components["schemas"]["Reference"][];
                            collaboratorsIds?: components["schemas"]["Reference"][];
                            toEdit?: boolean;
                        };
                        roadmapId?: {
                            roadmapId?: components["schemas"]["NullableReference"];
                            toEdit?: boolean;
                        };
                    } | unknown | unknown;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Issue"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Precondition failed */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issues/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The history of an issue: every change, oldest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            /** @description pass as cursor for the next page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issues/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comment on an issue */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "description": "Reproduced on Firefox 128.\nThe button has no click handler."
                     *     }
                     */
                    "application/json": {
                        description: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Comment"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issues/{id}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a comment (someone else's needs admin) */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description ETags (or *) of the object as the client last read it: when none is current, 412 and nothing changes */
                    "If-Match"?: string;
                };
                path: {
                    id: number;
                    commentId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "description": "Reproduced on Firefox 128 and Chrome 126."
                     *     }
                     */
                    "application/json": {
                        description: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Comment"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Precondition failed */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a comment softly (someone else's needs admin); it stays listed with deleted: true */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description ETags (or *) of the object as the client last read it: when none is current, 412 and nothing changes */
                    "If-Match"?: string;
                };
                path: {
                    id: number;
                    commentId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Comment"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Precondition failed */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-executions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the test executions by id, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestExecution"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Record a test execution; the caller is its creator */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "testPlanId": 1,
                     *       "testStepId": 4,
                     *       "statusId": {
                     *         "id": 2
                     *       },
                     *       "actual_result": "The login page shows an error.",
                     *       "duration": 90,
                     *       "position": 1,
                     *       "batchId": 7,
                     *       "extIssueId": 4711,
                     *       "extIssueUrl": "https://vcs.example/acme/web/-/issues/4711",
                     *       "relatedIssueIds": [
                     *         12
                     *       ],
                     *       "relatedExtIssues": [
                     *         {
                     *           "extIssueId": 4711,
                     *           "extKeyId": "WEB-4711",
                     *           "extLink": "https://vcs.example/acme/web/-/issues/4711"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        testPlanId: components["schemas"]["Reference"];
                        testStepId: number;
                        statusId: components["schemas"]["Reference"];
                    } & {
                        testPlanId?: components["schemas"]["Reference"];
                        testStepId?: number;
                        statusId?: components["schemas"]["Reference"];
                        actual_result?: string;
                        duration?: number;
                        position?: number;
                        batchId?: number;
                        extIssueId?: number | null;
                        extIssueUrl?: string | null;
                        relatedIssueIds?: components["schemas"]["Reference"][];
                        relatedExtIssues?: {
                            extIssueId: number;
                            extKeyId: string;
                            extLink: string;
                            closed?: boolean;
                            closed_at?: string | null;
                            deleted?: boolean;
                            deleted_at?: string | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestExecution"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/test-executions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find a test execution */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestExecution"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change the attributes sent; related lists sent replace the old ones */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "statusId": 3,
                     *       "actual_result": "Fixed: the login works.",
                     *       "relatedIssueIds": [
                     *         12,
                     *         14
                     *       ]
                     *     }
                     */
                    "application/json": {
                        testPlanId?: components["schemas"]["Reference"];
                        testStepId?: number;
                        statusId?: components["schemas"]["Reference"];
                        actual_result?: string;
                        duration?: number;
                        position?: number;
                        batchId?: number;
                        extIssueId?: number | null;
                        extIssueUrl?: string | null;
                        relatedIssueIds?: components["schemas"]["Reference"][];
                        relatedExtIssues?: {
                            extIssueId: number;
                            extKeyId: string;
                            extLink: string;
                            closed?: boolean;
                            closed_at?: string | null;
                            deleted?: boolean;
                            deleted_at?: string | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestExecution"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a test execution */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List activities overlapping a date range, with filters; keyset pagination in date order */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                    authorId?: number;
                    teamId?: number;
                    projectId?: number;
                    issueId?: number;
                    activityTypeId?: number;
                    statusId?: number;
                    pending?: boolean;
                    deleted?: boolean;
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Activity"][];
                            /** @description pass as cursor for the next page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create an activity; without weekends, one per run of working days */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description IANA time zone of the activity's wall-clock dates and times; UTC when absent on create, kept when absent on update
                     * @example Europe/Berlin
                     */
                    Zone?: string;
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "activityTypeId": 1,
                     *       "place": 1,
                     *       "teamId": 1,
                     *       "includeWeekends": false,
                     *       "description": "Winter holidays",
                     *       "dateFrom": "2026-12-21",
                     *       "dateTo": "2027-01-03",
                     *       "timeFrom": "00:00",
                     *       "timeTo": "24:00"
                     *     }
                     */
                    "application/json": {
                        activityTypeId: components["schemas"]["Reference"];
                        place?: components["schemas"]["NullableReference"];
                        projectId?: components["schemas"]["NullableReference"];
                        issueId?: components["schemas"]["NullableReference"];
                        teamId?: components["schemas"]["NullableReference"];
                        substituteId?: components["schemas"]["NullableReference"];
                        includeWeekends: boolean;
                        description: string;
                        /** Format: date */
                        dateFrom: string;
                        /** Format: date */
                        dateTo: string;
                        timeFrom: string;
                        timeTo: string;
                    };
                };
            };
            responses: {
                /** @description the activities in date order */
                200: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Activity"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Precondition failed */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a create of this body would store, before sending it: its runs, working days and allowance days
         * @description Checked as the create is (the same 400s); nothing is written. The web app shows it in the request form.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "activityTypeId": 1,
                     *       "place": 1,
                     *       "teamId": 1,
                     *       "includeWeekends": false,
                     *       "description": "Winter holidays",
                     *       "dateFrom": "2026-12-21",
                     *       "dateTo": "2027-01-03",
                     *       "timeFrom": "00:00",
                     *       "timeTo": "24:00"
                     *     }
                     */
                    "application/json": {
                        activityTypeId: components["schemas"]["Reference"];
                        place?: components["schemas"]["NullableReference"];
                        projectId?: components["schemas"]["NullableReference"];
                        issueId?: components["schemas"]["NullableReference"];
                        teamId?: components["schemas"]["NullableReference"];
                        substituteId?: components["schemas"]["NullableReference"];
                        includeWeekends: boolean;
                        description: string;
                        /** Format: date */
                        dateFrom: string;
                        /** Format: date */
                        dateTo: string;
                        timeFrom: string;
                        timeTo: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description the activities the request would be stored as, in date order */
                            runs: {
                                /** Format: date */
                                dateFrom: string;
                                /** Format: date */
                                dateTo: string;
                                /** @description the author's working days: by their schedule, without their holidays */
                                workingDays: number;
                            }[];
                            /** @description the working days of all runs */
                            workingDays: number;
                            /** @description what the request adds to each year's balance of its type: on each working day the share of the scheduled minutes its time range covers, less what the author's activities of the type already take that day, so that a day counts once */
                            allowanceDays: {
                                year: number;
                                days: number;
                            }[];
                            /** @description the caller's live activities, not rejected, that share a day with the range (earliest first, at most 20) */
                            overlaps: components["schemas"]["Activity"][];
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find an activity (deleted ones included) */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description ETags (or *) the client holds: when one is current, 304 without a body */
                    "If-None-Match"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Strong entity tag of this answer's body; changes whenever a byte of it would change for this caller */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Activity"];
                    };
                };
                /** @description Not modified: the ETag named in If-None-Match is current */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Replace the fields of an activity; a range that splits creates the further runs */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description IANA time zone of the activity's wall-clock dates and times; UTC when absent on create, kept when absent on update
                     * @example Europe/Berlin
                     */
                    Zone?: string;
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description ETags (or *) of the object as the client last read it: when none is current, 412 and nothing changes */
                    "If-Match"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "activityTypeId": 1,
                     *       "place": 1,
                     *       "teamId": 1,
                     *       "includeWeekends": false,
                     *       "description": "Winter holidays",
                     *       "dateFrom": "2026-12-21",
                     *       "dateTo": "2027-01-03",
                     *       "timeFrom": "00:00",
                     *       "timeTo": "24:00"
                     *     }
                     */
                    "application/json": {
                        activityTypeId: components["schemas"]["Reference"];
                        place?: components["schemas"]["NullableReference"];
                        projectId?: components["schemas"]["NullableReference"];
                        issueId?: components["schemas"]["NullableReference"];
                        teamId?: components["schemas"]["NullableReference"];
                        substituteId?: components["schemas"]["NullableReference"];
                        includeWeekends: boolean;
                        description: string;
                        /** Format: date */
                        dateFrom: string;
                        /** Format: date */
                        dateTo: string;
                        timeFrom: string;
                        timeTo: string;
                    };
                };
            };
            responses: {
                /** @description the activities in date order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Activity"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Precondition failed */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Mark an activity deleted */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description ETags (or *) of the object as the client last read it: when none is current, 412 and nothing changes */
                    "If-Match"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description empty body */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Precondition failed */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve, reject or otherwise set the status of an activity */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description ETags (or *) of the object as the client last read it: when none is current, 412 and nothing changes */
                    "If-Match"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "statusId": 2
                     *     }
                     */
                    "application/json": {
                        statusId: components["schemas"]["Reference"];
                    };
                };
            };
            responses: {
                /** @description the activities in date order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Activity"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Precondition failed */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity/undelete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Mark a deleted activity live again */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description ETags (or *) of the object as the client last read it: when none is current, 412 and nothing changes */
                    "If-Match"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description empty body */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Precondition failed */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The history of an activity: every change, oldest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["HistoryEntry"][];
                            /** @description pass as cursor for the next page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issues/{id}/worklogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The issue's live worklogs, newest first; keyset pagination */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Activity"][];
                            /** @description pass as cursor for the next page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Log time on an issue: an activity of a working-hours type on one date, linked to the issue
         * @description Send 'minutes' (from 'start', 09:00 unless sent) or 'timeFrom' and 'timeTo'. The type is the tenant's first working-hours type that needs no approval unless sent; the project is the issue's. Overlaps are allowed.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description IANA time zone of the activity's wall-clock dates and times; UTC when absent on create, kept when absent on update
                     * @example Europe/Berlin
                     */
                    Zone?: string;
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "date": "2026-11-23",
                     *       "minutes": 90,
                     *       "start": "14:00",
                     *       "description": "Reproduced the bug"
                     *     }
                     */
                    "application/json": {
                        /** Format: date */
                        date: string;
                        /** @description minutes worked, from start */
                        minutes?: number;
                        /** @description when the minutes begin, 09:00 unless sent */
                        start?: string;
                        timeFrom?: string;
                        timeTo?: string;
                        description?: string;
                        activityTypeId?: components["schemas"]["Reference"];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Activity"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Precondition failed */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/timer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your running timer */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description the issue, null once the caller may no longer see it */
                            issue: {
                                id: number;
                                name: string;
                            } | null;
                            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
                            startedAt: string;
                            description: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Start your timer on an issue; a running one stops first and its time is stored as worklogs
         * @description One timer per user. The Zone header (UTC when absent) is the zone its time is split in at midnight when it stops, unless the stop sends one.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description IANA time zone of the activity's wall-clock dates and times; UTC when absent on create, kept when absent on update
                     * @example Europe/Berlin
                     */
                    Zone?: string;
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "issueId": 42,
                     *       "description": "Reviewing the checkout fix"
                     *     }
                     */
                    "application/json": {
                        issueId: components["schemas"]["Reference"];
                        description?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description the issue, null once the caller may no longer see it */
                            issue: {
                                id: number;
                                name: string;
                            } | null;
                            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
                            startedAt: string;
                            description: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Discard your timer: nothing is stored
         * @description Also the way out when the timer's issue can no longer be seen, which stopping it would answer with 404.
         */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description empty body: the timer ran under a minute, nothing was stored */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/timer/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop your timer: its whole minutes become worklogs on its issue, split at midnight in the user's zone
         * @description The zone is the Zone header, else the one the timer was started with, else UTC. Under a minute: 204 and nothing is stored.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description IANA time zone of the activity's wall-clock dates and times; UTC when absent on create, kept when absent on update
                     * @example Europe/Berlin
                     */
                    Zone?: string;
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description the worklogs stored, one per date */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Activity"][];
                    };
                };
                /** @description empty body: the timer ran under a minute, nothing was stored */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity/{id}/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide a request: approve or reject it as a pending approver of its current step
         * @description Only a pending approver of the current step may decide; anyone else gets 409 naming who may. A request that follows no policy takes one decision from anyone with activity:approve. A reject ends the request with the first negativeFinal status; the approval that completes the last step sets the first positiveFinal status, and is refused (409) when it leaves a team in block mode short, unless an admin sends `override: true`.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "decision": "approve",
                     *       "note": "Enjoy!"
                     *     }
                     */
                    "application/json": {
                        /** @enum {unknown} */
                        decision: "approve" | "reject" | "accept" | "decline";
                        note?: string;
                        /** @description an admin's approval of a request that leaves a blocking team short */
                        override?: boolean;
                    };
                };
            };
            responses: {
                /** @description the activity, as an update answers */
                200: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Activity"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activity/{id}/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The approval state of a request: its policy, steps, approvers and decisions, and its coverage */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApprovalState"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The requests the caller may decide now, oldest first, in keyset pages */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                activity: components["schemas"]["Activity"];
                                approval: components["schemas"]["ApprovalState"];
                                /** @description the author's working days the request covers: by their work schedule, without their holidays */
                                workingDays: number;
                            }[];
                            /** @description pass as cursor for the next page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/allowances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the allowances by id, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Allowance"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create an allowance */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "userId": 2,
                     *       "activityTypeId": 1,
                     *       "year": 2027,
                     *       "days": 30
                     *     }
                     */
                    "application/json": {
                        userId: components["schemas"]["Reference"];
                        activityTypeId: components["schemas"]["Reference"];
                        year: number;
                        days: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Allowance"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/allowances/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find an allowance */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Allowance"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change the attributes sent of an allowance */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "days": 27.5
                     *     }
                     */
                    "application/json": {
                        userId?: components["schemas"]["Reference"];
                        activityTypeId?: components["schemas"]["Reference"];
                        year?: number;
                        days?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Allowance"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an allowance */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}/balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's leave balances of a year: allowance, approved, requested and remaining days per type
         * @description The user's working days (by their work schedule, minus their holidays) covered by live activities of each type the user has an allowance of, each day once, as the share of the day's scheduled minutes the activities cover; carried days from the year before where the type carries over. Readable by the user, managers and admins, and by whoever has a request of the user to decide now, who sees a private type (sick leave) only when such a request is of it.
         */
        get: {
            parameters: {
                query?: {
                    year?: number;
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description one per activity type with an allowance in the year, by the type's name, in pages */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activityType: components["schemas"]["ActivityType"];
                            year: number;
                            /** @description the year's days; pro-rata types count the months employed that year */
                            allowance: number;
                            /** @description days carried over from the year before */
                            carried: number;
                            /** @description the last day carried days can be used; null when nothing is carried */
                            carriedExpiresOn: string | null;
                            /** @description carried days not used by carriedExpiresOn, once that day has passed */
                            expired: number;
                            /** @description days of approved (positiveFinal) activities */
                            approved: number;
                            /** @description days of activities neither approved nor rejected */
                            requested: number;
                            /** @description allowance + carried − expired − approved − requested; may be negative */
                            remaining: number;
                        }[];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/work-schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant's default week: minutes of work per weekday, Monday first
         * @description It applies to every user without a schedule of their own; until an admin sets it, 480 minutes Monday to Friday.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "minutes": [
                         *         480,
                         *         480,
                         *         480,
                         *         480,
                         *         480,
                         *         0,
                         *         0
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["WorkSchedule"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Set the tenant's default week */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "minutes": [
                     *         480,
                     *         480,
                     *         480,
                     *         480,
                     *         480,
                     *         0,
                     *         0
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WorkSchedule"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "minutes": [
                         *         480,
                         *         480,
                         *         480,
                         *         480,
                         *         480,
                         *         0,
                         *         0
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["WorkSchedule"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}/work-schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's own weeks, by validFrom: on each day the latest that begins on or before it applies
         * @description Readable by the user, managers and admins. A user holds at most 100.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserWorkSchedule"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Give a user a week of their own from a day on (a part-timer, a change of hours)
         * @description Counted at once in balances, calendars and previews; activities stored before keep the runs they were split into.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "validFrom": "2027-01-01",
                     *       "minutes": [
                     *         480,
                     *         480,
                     *         240,
                     *         0,
                     *         0,
                     *         0,
                     *         0
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** Format: date */
                        validFrom: string;
                        /** @description minutes of work on Monday, Tuesday, ... Sunday; 0 is a day off */
                        minutes: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserWorkSchedule"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}/work-schedules/{scheduleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of a user's weeks; the one before it applies again */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                    scheduleId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/timesheets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's days from 'from' to 'to' (at most 62): minutes expected, worked and absent, and the activities
         * @description `expected` comes from the user's work schedule, 0 on their holidays; `worked` sums working-hours activities that are approved or of types not approved; an approved absence credits at most the day's expected minutes; `balance` = worked + absent − expected. `userId` defaults to the caller. Readable by the user, managers and admins. At most 2000 entries (an activity on each day it covers) and 4 MiB of them, else 400. With `Accept: text/csv` or `Accept: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`, the same rows as a file (a header row, a Total row), streamed; at most 100000 rows (else 400, before anything is sent), and cut off when it takes longer than REQUEST_TIMEOUT_MS. The file has a row per day, in hours.
         */
        get: {
            parameters: {
                query: {
                    userId?: number;
                    from: string;
                    to: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The report as JSON; with Accept: text/csv or the Excel type, the same rows as a file to download */
                200: {
                    headers: {
                        /** @description For the CSV and Excel answers: attachment, with a file name to save it under */
                        "Content-Disposition"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Timesheet"];
                        /**
                         * @example Person,Email,Date,Holiday,Expected hours,Worked hours,Absent hours,Balance hours,Absences
                         *     Mia Member,mia@acme.example,2027-03-01,,8.00,10.00,0.00,2.00,
                         *     Mia Member,mia@acme.example,2027-03-02,,8.00,4.00,4.00,0.00,Vacation 4.00 h
                         *     Mia Member,mia@acme.example,2027-03-03,Founders day,0.00,0.00,0.00,0.00,
                         *     Total,,,,16.00,14.00,4.00,2.00,
                         */
                        "text/csv": string;
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Minutes and days of time from 'from' to 'to' (at most 366 days), grouped by one or two of user, team, project, issue, activityType, day, week, month
         * @description Time is what live activities cover that are approved or of types not approved, each activity's time range on each day it covers. `days` counts the share of the author's scheduled minutes a group's time covers on each working day. Members and viewers see only their own time, managers and admins everyone's; issues the caller may not see are grouped as "(private)". `team` is the activity's team. At most 5000 rows as JSON, else 400. With `Accept: text/csv` or `Accept: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`, the same rows as a file (a header row, a Total row), streamed; at most 100000 rows (else 400, before anything is sent), and cut off when it takes longer than REQUEST_TIMEOUT_MS.
         */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    groupBy: string;
                    userId?: number;
                    teamId?: number;
                    projectId?: number;
                    issueId?: number;
                    activityTypeId?: number;
                    workingHours?: boolean;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The report as JSON; with Accept: text/csv or the Excel type, the same rows as a file to download */
                200: {
                    headers: {
                        /** @description For the CSV and Excel answers: attachment, with a file name to save it under */
                        "Content-Disposition"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TimeReport"];
                        /**
                         * @example Person,Email,Week,Hours,Days
                         *     Mia Member,mia@acme.example,2027-W09,10.00,1.25
                         *     Noah Nilsson,noah@acme.example,2027-W09,1.50,0.19
                         *     Total,,,11.50,1.44
                         */
                        "text/csv": string;
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/absences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A year's leave per user and type: allowance, carried, expired, approved, requested and remaining days
         * @description Counted as the balances of GET /v1/users/{id}/balances. Members and viewers see their own; managers and admins everyone's (with `teamId`, the team's members), and also the days of private types without an allowance (sick leave). `year` defaults to this year. As JSON, paged: the rows of `limit` users (default 50, at most 200) by last name, first name and id, the next page with `cursor`. With `Accept: text/csv` or `Accept: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`, the same rows as a file (a header row, a Total row), streamed; at most 100000 rows (else 400, before anything is sent), and cut off when it takes longer than REQUEST_TIMEOUT_MS. An export holds every user's rows.
         */
        get: {
            parameters: {
                query?: {
                    year?: number;
                    teamId?: number;
                    /** @description users per page (JSON only: an export holds every user) */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The report as JSON; with Accept: text/csv or the Excel type, the same rows as a file to download */
                200: {
                    headers: {
                        /** @description For the CSV and Excel answers: attachment, with a file name to save it under */
                        "Content-Disposition"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AbsenceReport"];
                        /**
                         * @example Person,Email,Activity type,Allowance days,Carried days,Expired days,Approved days,Requested days,Remaining days
                         *     Mia Member,mia@acme.example,Sick leave,,,,2.00,0.00,
                         *     Mia Member,mia@acme.example,Vacation,30.00,2.00,0.00,5.00,0.50,26.50
                         *     Total,,,30.00,2.00,0.00,7.00,0.50,26.50
                         */
                        "text/csv": string;
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is out when: the covered days of each user with activities in a range of at most 366 days
         * @description Holidays of the range, and the users with at least one live, not rejected activity in it, by last name, first name and id, each with the days their activities cover (weekends and holidays only when an activity includes them). Descriptions are not shown. Paged: `limit` users (default 50, at most 200) and at most 5,000 day entries a page; a page may end inside a user's days, and the next one (`cursor`) opens with that user's following days.
         */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    teamId?: number;
                    userId?: number;
                    activityTypeId?: number;
                    /** @description users per page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description YYYY-MM-DD */
                            from: string;
                            /** @description YYYY-MM-DD */
                            to: string;
                            /** @description the range's holidays; with teamId, those of everyone and of that team */
                            holidays: {
                                date: string;
                                name: string;
                                /** @description the teams it applies to; empty: everyone */
                                teamIds: number[];
                            }[];
                            /** @description users with an activity in the range, by last name, first name and id; a page holds at most `limit` users and 5000 day entries, and may end inside a user's days: the next page opens with that user and the days that follow */
                            users: {
                                user: components["schemas"]["User"];
                                days: {
                                    date: string;
                                    activities: {
                                        id: number;
                                        /** @description null for an activity of a private type (sick leave) that the caller may not see: an absence, without its type */
                                        activityTypeId: components["schemas"]["ActivityType"] | null;
                                        statusId: components["schemas"]["ActivityStatus"];
                                        /** @description minutes after midnight, as text */
                                        timeFrom: string;
                                        /** @description minutes after midnight, as text */
                                        timeTo: string;
                                    }[];
                                }[];
                            }[];
                            /** @description pass as cursor for the next page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/teams/{id}/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A team's presence on each working day of a range of at most 366 days, and the days short of its minimum
         * @description Away: an approved activity of a type outside working hours (vacation, not home office) covers the day, as for approvals.
         */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description null: the team sets no minimum */
                            minPresent: number | null;
                            /** @description live members */
                            members: number;
                            /** @description each day of the range that a member is scheduled to work (by default Monday to Friday, not a holiday), in order */
                            days: {
                                /** Format: date */
                                date: string;
                                /** @description members away: an approved activity outside working hours covers the day */
                                away: number;
                                present: number;
                                /** @description fewer present than minPresent */
                                short: boolean;
                            }[];
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calendar-feeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own iCalendar feeds, without their URLs, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CalendarFeed"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create an iCalendar feed of the calendar; the answer holds its URL, shown only then
         * @description The filters are those of the calendar: the members of a team, one user, some activity types; they combine. Without a name the feed is named after its team, else its user, else "Calendar". Anyone with the URL can read the feed, without headers: keep it like a password, and revoke it by deleting the feed.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "teamId": 1,
                     *       "activityTypeIds": [
                     *         1
                     *       ],
                     *       "name": "Platform: vacation"
                     *     }
                     */
                    "application/json": {
                        teamId?: components["schemas"]["Reference"];
                        userId?: components["schemas"]["Reference"];
                        /** @description the types to show; absent or empty: every type */
                        activityTypeIds?: components["schemas"]["Reference"][];
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            teamId: number | null;
                            userId: number | null;
                            /** @description empty: every type */
                            activityTypeIds: number[];
                            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
                            createdAt: string;
                            /** @description The path of the feed, /ical/<secret>.ics, to append to the address of the service; anyone who has it can read the feed. Shown only in this response. */
                            url: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calendar-feeds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke one of the caller's iCalendar feeds: its URL answers 404 from now on */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Revoked */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ical/{secret}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An iCalendar feed (RFC 5545), for calendar apps to subscribe to; no headers needed
         * @description One event per live, not rejected activity of the feed's filters from 90 days before today to 365 days after it (UTC): "<first name> <last name>: <type>", with " (requested)" and status TENTATIVE until approved, CONFIRMED after. Whole days are all-day events; other times are in the activity's zone; an activity of several days repeats daily, leaving out the days it does not cover. Descriptions are not shown. An unknown or revoked feed answers 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: {
                    /** @description ETags (or *) the client holds: when one is current, 304 without a body */
                    "If-None-Match"?: string;
                };
                path: {
                    /** @description The secret of the URL the feed was created with */
                    secret: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The feed */
                200: {
                    headers: {
                        /** @description Strong entity tag of this answer's body; changes whenever a byte of it would change for this caller */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": string;
                    };
                };
                /** @description Not modified: the ETag named in If-None-Match is current */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Follow the events of the tenant: page with `after` (never misses an event) */
        get: {
            parameters: {
                query?: {
                    /** @description The id of the last event seen */
                    after?: number;
                    limit?: number;
                    /** @description comma-separated event types or patterns (issue.*,activity.status_changed). Event types: issue.created, issue.updated, issue.deleted, issue.undeleted, issue.comment.created, issue.comment.updated, issue.comment.deleted, activity.created, activity.updated, activity.deleted, activity.undeleted, activity.status_changed, activity.decided, activity.approval_requested, webhook.ping. */
                    types?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Event"][];
                            /** @description Pass as `after` for the events that follow: the id of the last item, or `after` when none followed yet */
                            nextCursor: number | null;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the webhooks by id, in pages once there are more than `limit` */
        get: {
            parameters: {
                query?: {
                    /** @description items per page; the Link header names the next page */
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        /** @description When more items follow: `<path?limit=..&cursor=..>; rel="next"` (RFC 8288) */
                        Link?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Webhook"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a webhook; the answer holds its signing secret, shown only then */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "url": "https://chat.acme.example/hooks/tracker",
                     *       "events": [
                     *         "issue.*",
                     *         "activity.status_changed"
                     *       ],
                     *       "description": "Team chat"
                     *     }
                     */
                    "application/json": {
                        url: string;
                        events: string[];
                        description?: string | null;
                        active?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            url: string;
                            events: string[];
                            description: string | null;
                            active: boolean;
                            /** @description Why the service disabled the hook (410 Gone, or too many failed deliveries); null otherwise */
                            disabledReason: string | null;
                            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
                            createdAt: string;
                            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
                            updatedAt: string;
                            /** @description whsec_<base64 of 32 random bytes>: the signing key. Shown only in this response. */
                            secret: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find a webhook */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Webhook"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change what is sent of a webhook; `active: true` turns a disabled one on again */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "events": [
                     *         "activity.*"
                     *       ],
                     *       "active": true
                     *     }
                     */
                    "application/json": {
                        url?: string;
                        events?: string[];
                        description?: string | null;
                        active?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Webhook"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a webhook and its deliveries */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a webhook.ping event to this webhook only (also while it is disabled) */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookDelivery"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The deliveries of a webhook, newest first, in keyset pages */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["WebhookDelivery"][];
                            /** @description pass as cursor for the next page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the event of a delivery again, as a new delivery */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: number;
                    deliveryId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookDelivery"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your notifications, newest first, in keyset pages, with how many are unread
         * @description Subject and text are in your language (English, or German for `de`). `link` is the object's page in the web app.
         */
        get: {
            parameters: {
                query?: {
                    unread?: boolean;
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Notification"][];
                            /** @description pass as cursor for the next page */
                            nextCursor: string | null;
                            /** @description the caller's unread notifications, on every page */
                            unreadCount: number;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark notifications read: those of `ids` (ids not yours change nothing), or all with `all: true` */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "ids": [
                     *         12,
                     *         13
                     *       ]
                     *     }
                     */
                    "application/json": {
                        ids?: number[];
                        /** @enum {boolean} */
                        all?: true;
                    };
                };
            };
            responses: {
                /** @description Marked */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your notification settings: email at once, as a daily digest or not at all, and which kinds */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationSettings"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Change your notification settings: the fields sent change, the others stay */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "email": "daily",
                     *       "dailyAt": "08:30",
                     *       "zone": "Europe/Berlin",
                     *       "kinds": {
                     *         "issue.commented": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description immediate: a message per notification; daily: one digest a day at dailyAt in zone; off: in the app only
                         * @enum {unknown}
                         */
                        email?: "immediate" | "daily" | "off";
                        dailyAt?: string;
                        /**
                         * @description IANA time zone of dailyAt
                         * @example Europe/Berlin
                         */
                        zone?: string;
                        /** @description which kinds notify you at all, in the app and by email: the kinds named change, the others stay */
                        kinds?: {
                            [key: string]: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationSettings"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notification-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The emails of notifications, newest first, in keyset pages (a digest has notificationId null) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["NotificationDelivery"][];
                            /** @description pass as cursor for the next page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who you are: your user, with your role, your deputy and your tenant */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Me"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue an access token of your own; the answer holds it, shown only then
         * @description Any role may issue tokens for itself; they act as you, with your role. GET /v1/tokens lists yours; DELETE /v1/me/tokens/{id} revokes one.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                    /** @description Makes a retry safe: for 24 hours the same key with the same request gets the first answer again (Idempotent-Replayed: true) and writes nothing; with another request 422; while the first runs 409. Answers 400 and 5xx are not kept. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Laptop CLI",
                     *       "expiresAt": "2027-06-30T00:00:00.000Z"
                     *     }
                     */
                    "application/json": {
                        name?: string;
                        expiresAt?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        /** @description Present when this is the kept answer to an earlier request with the same Idempotency-Key */
                        "Idempotent-Replayed"?: "true";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            userId: number;
                            name: string;
                            expiresAt: string | null;
                            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
                            createdAt: string;
                            revoked: boolean;
                            revokedAt: string | null;
                            /** @description The access token in plain text. Shown only in this response. */
                            token: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unprocessable Entity */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an access token of your own: refused from then on, in every process within seconds */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Token"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything stored about a user, as one JSON document to take along
         * @description The person themself or an admin. Profile, teams, work schedules, allowances and this year's balances, activities, approval decisions, issues they created or are assigned, comments, history entries they wrote, notifications and their settings, calendar feeds, timer, sessions, tokens and sign-in links; rows as stored (their columns by name), secrets and their hashes left out. Written while it is read, a batch of rows at a time, so that memory does not grow with what is stored; cut off when it takes longer than REQUEST_TIMEOUT_MS.
         */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The JSON document, as a file to save */
                200: {
                    headers: {
                        /** @description attachment, with a file name */
                        "Content-Disposition"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            userId: number;
                            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
                            exportedAt: string;
                            /** @description a stored row: its columns by name */
                            user: {
                                [key: string]: unknown;
                            };
                            teams: {
                                [key: string]: unknown;
                            }[];
                            workSchedules: {
                                [key: string]: unknown;
                            }[];
                            allowances: {
                                [key: string]: unknown;
                            }[];
                            balances: {
                                [key: string]: unknown;
                            }[];
                            activities: {
                                [key: string]: unknown;
                            }[];
                            approvalDecisions: {
                                [key: string]: unknown;
                            }[];
                            issues: {
                                [key: string]: unknown;
                            }[];
                            comments: {
                                [key: string]: unknown;
                            }[];
                            issueHistory: {
                                [key: string]: unknown;
                            }[];
                            activityHistory: {
                                [key: string]: unknown;
                            }[];
                            notifications: {
                                [key: string]: unknown;
                            }[];
                            notificationSettings: {
                                [key: string]: unknown;
                            } | null;
                            calendarFeeds: {
                                [key: string]: unknown;
                            }[];
                            timer: {
                                [key: string]: unknown;
                            } | null;
                            sessions: {
                                [key: string]: unknown;
                            }[];
                            tokens: {
                                [key: string]: unknown;
                            }[];
                            signInLinks: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase a user: they become "Former user <id>" everywhere, and what was theirs alone is deleted
         * @description Admins only; `confirm` must be the user's email address (400 otherwise). In one transaction: their pending approvals go to the admins; their private-type activities (sick leave) are deleted for good with their history and events; their sessions, tokens, sign-in links, calendar feeds, timer, notifications and notification settings are deleted; the user becomes "Former user <id>" with email erased-<id>@invalid, no avatar, deleted, in every stored history entry, event and notification too. Issues, other activities and history stay. Erasing oneself is 409; erasing an erased user again (confirm: erased-<id>@invalid) changes nothing more. Events already delivered to webhooks or JetStream cannot be recalled. An erasure reads all of the tenant's history and events, so a tenant's erasures take turns with its other long requests (calendars, team coverage, exports): two at once per service process, twenty more waiting, past them 503 with Retry-After.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "confirm": "alan@acme.example"
                     *     }
                     */
                    "application/json": {
                        /** @description The user's email address, as a confirmation that this user is to be erased. */
                        confirm: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserAccount"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/privacy-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's privacy settings: how long private-type activities are kept */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "privateActivityRetentionDays": 730
                         *     }
                         */
                        "application/json": {
                            /** @description Days private-type activities (sick leave) are kept after they ended; older ones are deleted for good, daily. null keeps them. */
                            privateActivityRetentionDays: number | null;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Set the tenant's privacy settings
         * @description With `privateActivityRetentionDays` set, private-type activities that ended more than that many days ago are deleted for good once a day (with their history, approvals, events and notifications); null keeps them.
         */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "privateActivityRetentionDays": 730
                     *     }
                     */
                    "application/json": {
                        /** @description Days private-type activities (sick leave) are kept after they ended; older ones are deleted for good, daily. null keeps them. */
                        privateActivityRetentionDays: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "privateActivityRetentionDays": 730
                         *     }
                         */
                        "application/json": {
                            /** @description Days private-type activities (sick leave) are kept after they ended; older ones are deleted for good, daily. null keeps them. */
                            privateActivityRetentionDays: number | null;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/tenants/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every row of a tenant, as JSON Lines: for a customer who leaves
         * @description One line per record: `{"kind": <table>, "record": {<column>: <value>, ...}}`, the tenant's own row first (kind `tenants`), then table by table; secrets and their hashes left out. On PostgreSQL every line comes from one snapshot. Written while it is read, a batch of rows at a time, so that memory does not grow with what is stored; cut off when it takes longer than REQUEST_TIMEOUT_MS.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description JSON Lines, as a file to save */
                200: {
                    headers: {
                        /** @description attachment, with a file name */
                        "Content-Disposition"?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example {"kind":"tenants","record":{"id":"acme","name":"Acme","created_at":"2027-01-04T09:00:00+00:00"}} */
                        "application/x-ndjson": string;
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/{tenant}/link/{secret}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a browser session with a one-time sign-in link, then go to the web app
         * @description A link is good for 15 minutes and once. The session cookie is HttpOnly and SameSite=Lax (Secure, with the __Host- prefix, when PUBLIC_URL is https).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenant: string;
                    secret: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed in: to /app/{tenant}/ */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A page: the request is malformed */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description A page: the link is unknown, used or expired */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A page: too many sign-ins from this address this minute */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/{tenant}/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which ways of signing in the tenant offers, for its sign-in page
         * @description The same answer for a tenant that does not exist as for one without a provider, so that it tells nobody which tenants exist.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenant: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description whether the tenant signs people in with an OpenID Connect provider */
                            oidc: boolean;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}/sign-in-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A one-time sign-in link for a user (15 minutes, once); with `send`, also mailed to them
         * @description For an admin to let a colleague in while the service runs. `send` needs a mail server (SMTP_URL): without one it is a 400 and no link is made.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "send": true
                     *     }
                     */
                    "application/json": {
                        /** @description also mail the link to the user (needs SMTP_URL) */
                        send?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description the one-time link: it opens a browser session once, within 15 minutes */
                            url: string;
                            /** @description UTC date-time */
                            expiresAt: string;
                        };
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/{tenant}/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign in with the tenant's OpenID Connect provider: to the provider, and back to `returnTo`
         * @description The authorization code flow with PKCE, state and nonce. The sign-in under way (state, nonce, verifier, returnTo) travels sealed in a cookie for 10 minutes, so that only this browser can finish it; the service stores nothing until the provider answers.
         */
        get: {
            parameters: {
                query?: {
                    /** @description a path of this site (default /app/{tenant}/) */
                    returnTo?: string;
                };
                header?: never;
                path: {
                    tenant: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description To the provider's sign-in */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A page: `returnTo` is not a path of this site */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description A page: the tenant has no provider set up */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A page: too many sign-ins from this address this minute */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A page: the provider could not be reached */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/{tenant}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's answer: opens a browser session for the person it signed in, then to `returnTo`
         * @description The person is the user whose email matches (any case; the provider must have verified it), or a new user with the default role when the settings create users and the email domain is allowed.
         */
        get: {
            parameters: {
                query?: {
                    state?: string;
                    code?: string;
                    error?: string;
                };
                header?: never;
                path: {
                    tenant: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed in: to returnTo */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A page: the sign-in is unknown, finished, expired, from another browser, or refused */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description A page: no verified email, or no user and none may be created */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description A page: the tenant has no provider set up */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A page: too many sign-ins from this address */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A page: the provider could not be reached */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sign-in/oidc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's OpenID Connect provider, without its secret */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OidcSettings"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Set the tenant's OpenID Connect provider (replaces the settings; the secret is never shown again)
         * @description Register `callbackUrl` of the answer as the redirect URI at the provider. The issuer must be https; http only for a provider on a loopback host.
         */
        put: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "issuer": "https://login.acme.example/realms/acme",
                     *       "clientId": "tracker",
                     *       "clientSecret": "k2N0x6-ExampleSecret",
                     *       "allowedDomains": [
                     *         "acme.example"
                     *       ],
                     *       "createUsers": true,
                     *       "defaultRole": "member"
                     *     }
                     */
                    "application/json": {
                        /** @description https (http only on a loopback host) */
                        issuer: string;
                        clientId: string;
                        /** @description stored; never shown again */
                        clientSecret: string;
                        /** @description email domains whose people may be created at sign-in; empty (the default): nobody */
                        allowedDomains?: string[];
                        /** @description create unknown people of an allowed domain (default false) */
                        createUsers?: boolean;
                        /**
                         * @description the role of users created at sign-in
                         * @enum {unknown}
                         */
                        defaultRole?: "viewer" | "member";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OidcSettings"];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payload Too Large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Remove the tenant's OpenID Connect provider: sign-in with it ends; open sessions stay */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the browser session the request comes with, and forget its cookie
         * @description Like every change made with a session, it must come from the service's own origin, so that another site, or another port of this host, cannot end a session.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The page's origin, which browsers send: PUBLIC_URL's origin, or this address's when it is not set (required when PUBLIC_URL is set) */
                    origin?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out (also when there was no session) */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your browser sessions that have not ended, oldest first; `current` is the one of this request */
        get: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Session"][];
                    };
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of your browser sessions (another device, or this one) */
        delete: {
            parameters: {
                query?: never;
                header: {
                    /**
                     * @description The tenant the request is for, e.g. demo; the header name is case-insensitive
                     * @example demo
                     */
                    "X-tenantID": string;
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ended */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Bad Request */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unauthorized */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Forbidden */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not Found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing permission for action */
                406: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Timeout */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Conflict */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too Many Requests */
                429: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Request Header Fields Too Large */
                431: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Unknown */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Service Unavailable */
                503: {
                    headers: {
                        /** @description Seconds to wait before trying again */
                        "Retry-After": number;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AbsenceReport: {
            year: number;
            /** @description per user (by last name, first name) and type (by name); a page holds `limit` users' rows */
            rows: {
                user: components["schemas"]["User"];
                activityType: components["schemas"]["ActivityType"];
                /** @description the year's days; null for a private type without an allowance (sick leave) */
                allowance: number | null;
                /** @description days carried over from the year before */
                carried: number | null;
                /** @description carried days not used by their last day, once it has passed */
                expired: number | null;
                /** @description days of approved activities */
                approved: number;
                /** @description days of activities neither approved nor rejected */
                requested: number;
                /** @description allowance + carried − expired − approved − requested */
                remaining: number | null;
            }[];
            /** @description pass as cursor for the next page */
            nextCursor: string | null;
        };
        Activity: {
            id: number;
            activityTypeId: components["schemas"]["ActivityType"];
            place?: components["schemas"]["Place"];
            author: components["schemas"]["User"];
            projectId: components["schemas"]["Project"] | null;
            issueId: {
                id: number;
                name: string;
            } | null;
            teamId: components["schemas"]["Team"] | null;
            includeWeekends: boolean;
            description: string;
            /** @description YYYY-MM-DDT00:00:00.000Z */
            dateFrom: string;
            /** @description YYYY-MM-DDT00:00:00.000Z */
            dateTo: string;
            /** @description minutes after midnight as text, "720" for 12:00 */
            timeFrom: string;
            /** @description minutes after midnight as text, "720" for 12:00 */
            timeTo: string;
            /** @description minutes: (timeTo - timeFrom) per day, times the days covered */
            duration: number;
            statusId: components["schemas"]["ActivityStatus"];
            statusEditor: components["schemas"]["User"];
            deleted: boolean;
            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
            created_at: string;
            /** @description IANA time zone of the wall-clock dates and times */
            zone: string;
        };
        ActivityStatus: {
            id: number;
            name: string;
            color: string;
            positiveFinal: boolean;
            negativeFinal: boolean;
        };
        ActivityType: {
            id: number;
            name: string;
            description: string;
            /** @description hex color #rrggbb */
            color: string;
            workingHours: boolean;
            approvable: boolean;
        };
        ActivityTypeSettings: {
            id: number;
            name: string;
            description: string;
            /** @description hex color #rrggbb */
            color: string;
            workingHours: boolean;
            approvable: boolean;
            /** @description visible only to the author, approvers, managers and admins (sick leave) */
            private: boolean;
            /**
             * @description 'pro-rata': a year's allowance counts days × months employed that year ÷ 12, rounded up to a half day
             * @enum {unknown}
             */
            accrual: "none" | "pro-rata";
            carryOver: {
                maxDays: number;
                expiresOn: string;
            } | null;
        };
        Allowance: {
            id: number;
            userId: number;
            activityTypeId: number;
            year: number;
            /** @description whole or half days */
            days: number;
        };
        ApprovalPolicy: {
            id: number;
            name: string;
            /** @description empty: every approvable type */
            activityTypeIds: number[];
            /** @description empty: every team, and requests of authors in none */
            teamIds: number[];
            steps: {
                /**
                 * @description who approves a step: the leads of the request's team, the users listed, or every user of a role
                 * @enum {unknown}
                 */
                approvers: "team-leads" | "users" | "role";
                userIds?: number[];
                /** @enum {unknown} */
                role?: "manager" | "admin";
                /**
                 * @description whether one approval completes the step, or every one
                 * @enum {unknown}
                 */
                quorum: "any" | "all";
            }[];
            /**
             * @description whether a request names a substitute, who must accept before the steps begin
             * @enum {unknown}
             */
            substitute: "none" | "optional" | "required";
            escalateAfterDays: number | null;
            position: number;
        };
        ApprovalState: {
            policy: {
                id: number;
                name: string;
            } | null;
            /** @description the substitute the request names, when its policy asks for one; they decide first */
            substitute: {
                user: components["schemas"]["User"];
                decision: "accept" | "decline" | null;
                note: string | null;
                at: string | null;
            } | null;
            state: "pending" | "approved" | "rejected";
            steps: {
                /** @description from 0 */
                index: number;
                approvers: {
                    user: components["schemas"]["User"];
                    /** @description whom the approver stands in for */
                    delegatedFrom: components["schemas"]["User"] | null;
                    decision: "approve" | "reject" | null;
                    note: string | null;
                    at: string | null;
                    /** @description an admin who decided the step once it was escalated */
                    escalated: boolean;
                }[];
                quorum: "any" | "all";
                state: "waiting" | "pending" | "approved" | "rejected" | "skipped";
            }[];
            coverage: components["schemas"]["CoverageDay"][];
        };
        CalendarFeed: {
            id: number;
            name: string;
            teamId: number | null;
            userId: number | null;
            /** @description empty: every type */
            activityTypeIds: number[];
            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
            createdAt: string;
        };
        Comment: {
            id: number;
            userId: components["schemas"]["IssueUser"];
            /** @description may hold line breaks */
            description: string;
            /** @description YYYY-MM-DDTHH:MM:SSZ */
            created_at: string;
            /** @description YYYY-MM-DDTHH:MM:SSZ */
            updated_at: string;
            deleted: boolean;
            deleted_at: string | null;
        };
        CoverageDay: {
            /** @description YYYY-MM-DD, a working day the request covers */
            date: string;
            team: components["schemas"]["Team"];
            members: number;
            /** @description members away that day: approved absences and the request itself */
            away: components["schemas"]["User"][];
            present: number;
            minPresent: number;
            short: boolean;
        };
        Decision: {
            /** @description from 0; null for the substitute's decision */
            step: number | null;
            /** @description accept and decline are the substitute’s */
            decision: "approve" | "reject" | "accept" | "decline";
            note: string | null;
            by: components["schemas"]["User"];
            /** @description whom the decider replaced */
            delegatedFrom: components["schemas"]["User"] | null;
            /** @description an admin approved although a team is left short */
            override: boolean;
        };
        /** @description The error object every failed request receives */
        Error: {
            /** @description date-time with milliseconds and UTC offset */
            timestamp: string;
            status: number;
            error: string;
            message: string;
            path: string;
        };
        Event: {
            /** @description Feed position: grows in the order the feed shows events */
            id: number;
            /**
             * @description one of the event types
             * @enum {unknown}
             */
            type: "issue.created" | "issue.updated" | "issue.deleted" | "issue.undeleted" | "issue.comment.created" | "issue.comment.updated" | "issue.comment.deleted" | "activity.created" | "activity.updated" | "activity.deleted" | "activity.undeleted" | "activity.status_changed" | "activity.decided" | "activity.approval_requested" | "webhook.ping";
            tenant: string;
            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
            occurredAt: string;
            actor: components["schemas"]["User"] | null;
            data: {
                /** @description The issue, activity or webhook as an admin's GET returned it right after the change */
                object: unknown;
                /** @description As in history */
                changes: unknown[];
            } & {
                [key: string]: unknown;
            };
        };
        HistoryEntry: {
            id: number;
            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
            at: string;
            author: components["schemas"]["User"];
            action: "created" | "updated" | "deleted" | "undeleted" | "commented" | "comment_edited" | "comment_deleted" | "decided" | "approval_requested";
            /** @description absent for comment actions */
            changes?: {
                /** @description the field as the response object names it; an activity's substitute, which only its approval state shows, as substituteId */
                field: string;
                /** @description the value as the response object showed it before */
                from: unknown;
                /** @description the value after */
                to: unknown;
            }[];
            /** @description the comment of a comment action, as it is after it (as it was, when deleted) */
            comment?: {
                id: number;
                description: string;
            };
            decision?: components["schemas"]["Decision"];
            /** @description the step of an approval_requested action, from 0; null when it is the substitute's turn */
            step?: number | null;
            /** @description who decide the step now pending */
            approvers?: components["schemas"]["User"][];
        };
        Holiday: {
            id: number;
            /** @description YYYY-MM-DD */
            date: string;
            name: string;
            /** @description the teams it applies to; empty: everyone */
            teamIds: number[];
        };
        Issue: {
            id: number;
            name: string;
            description: string | null;
            projectId: components["schemas"]["Project"];
            issueTypeId: {
                id: number;
                name: string;
            };
            parentId: number | null;
            parentType: number | null;
            priorityId: components["schemas"]["IssuePriority"];
            creatorId: components["schemas"]["IssueUser"];
            statusId: components["schemas"]["IssueStatus"];
            assignedId: components["schemas"]["IssueUser"] | null;
            lastUpdator: components["schemas"]["IssueUser"];
            private: boolean;
            dueDate: string | null;
            closed: boolean;
            closed_at: string | null;
            deleted: boolean;
            deleted_at: string | null;
            /** @description YYYY-MM-DDTHH:MM:SSZ */
            created_at: string;
            /** @description YYYY-MM-DDTHH:MM:SSZ */
            updated_at: string;
            /** @description minutes */
            estimated: number;
            /** @description minutes, summed over all live (not deleted) descendants */
            estimated_from_children: number;
            /** @description minutes */
            spent: number;
            /** @description minutes, summed over all live (not deleted) descendants */
            spent_from_children: number;
            /** @description minutes of the issue's live worklogs */
            logged: number;
            /** @description minutes, summed over all live (not deleted) descendants */
            logged_from_children: number;
            vcsIssueId: number | null;
            vcsIssueIid: number | null;
            scheduleId: number | null;
            labels: components["schemas"]["Label"][];
            collaborators: components["schemas"]["IssueUser"][];
            comments: components["schemas"]["Comment"][];
            testExecutions: components["schemas"]["TestExecution"][];
        };
        IssueListItem: {
            id: number;
            name: string;
            description: string | null;
            projectId: components["schemas"]["Project"];
            issueTypeId: {
                id: number;
                name: string;
            };
            parentId: number | null;
            parentType: number | null;
            priorityId: components["schemas"]["IssuePriority"];
            creatorId: components["schemas"]["IssueUser"];
            statusId: components["schemas"]["IssueStatus"];
            assignedId: components["schemas"]["IssueUser"] | null;
            lastUpdator: components["schemas"]["IssueUser"];
            private: boolean;
            dueDate: string | null;
            closed: boolean;
            closed_at: string | null;
            deleted: boolean;
            deleted_at: string | null;
            /** @description YYYY-MM-DDTHH:MM:SSZ */
            created_at: string;
            /** @description YYYY-MM-DDTHH:MM:SSZ */
            updated_at: string;
            /** @description minutes */
            estimated: number;
            /** @description minutes, summed over all live (not deleted) descendants */
            estimated_from_children: number;
            /** @description minutes */
            spent: number;
            /** @description minutes, summed over all live (not deleted) descendants */
            spent_from_children: number;
            /** @description minutes of the issue's live worklogs */
            logged: number;
            /** @description minutes, summed over all live (not deleted) descendants */
            logged_from_children: number;
            vcsIssueId: number | null;
            vcsIssueIid: number | null;
            scheduleId: number | null;
            labels: components["schemas"]["Label"][];
            collaborators: components["schemas"]["IssueUser"][];
            comments?: components["schemas"]["Comment"][];
            testExecutions?: components["schemas"]["TestExecution"][];
        };
        IssuePriority: {
            id: number;
            name: string;
            priorityId: number;
            projectId: components["schemas"]["Project"] | null;
            color: string;
            position: number;
        };
        IssueStatus: {
            id: number;
            name: string;
            color: string;
            deleted: boolean;
            final: boolean;
        };
        IssueUser: {
            id: number;
            firstname: string;
            lastname: string;
            email: string;
            avatar: string;
            deleted: boolean;
            /** @description short language code */
            language: string;
        };
        Label: {
            id: number;
            name: string;
            color: string;
        };
        Me: {
            id: number;
            firstname: string;
            lastname: string;
            email: string;
            avatar: string;
            deleted: boolean;
            /** @description short language code */
            language: string;
            /** @enum {unknown} */
            role: "admin" | "manager" | "member" | "viewer";
            /** @description who decides in their place while they are away */
            deputyId: number | null;
            /** @description YYYY-MM-DD: the first day employed */
            startDate: string | null;
            /** @description YYYY-MM-DD: the last day employed */
            endDate: string | null;
            /** @description the tenant you act in, as X-tenantID names it */
            tenant: string;
        };
        Notification: {
            id: number;
            /**
             * @description what happened
             * @enum {unknown}
             */
            kind: "approval.requested" | "approval.decided" | "approval.reminder" | "substitute.requested" | "issue.assigned" | "issue.commented" | "issue.closed" | "issue.mentioned";
            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
            createdAt: string;
            readAt: string | null;
            /** @description one line, in the recipient's language */
            subject: string;
            /** @description paragraphs separated by blank lines */
            text: string;
            /** @description the path of the object in the web app */
            link: string;
            activityId: number | null;
            issueId: number | null;
            /** @description every activity it is about: the runs of one request, in one notification */
            activityIds: number[];
            /** @description every issue it is about: one write that assigns or closes many issues is one notification */
            issueIds: number[];
            actor: components["schemas"]["User"] | null;
        };
        NotificationDelivery: {
            id: number;
            notificationId: number | null;
            to: string;
            /** @enum {unknown} */
            status: "pending" | "sent" | "failed";
            attempts: number;
            error: string | null;
            sentAt: string | null;
        };
        NotificationSettings: {
            /**
             * @description immediate: a message per notification; daily: one digest a day at dailyAt in zone; off: in the app only
             * @enum {unknown}
             */
            email: "immediate" | "daily" | "off";
            dailyAt: string;
            /**
             * @description IANA time zone of dailyAt
             * @example Europe/Berlin
             */
            zone: string;
            /** @description which kinds notify you at all, in the app and by email */
            kinds: {
                "approval.requested": boolean;
                "approval.decided": boolean;
                "approval.reminder": boolean;
                "substitute.requested": boolean;
                "issue.assigned": boolean;
                "issue.commented": boolean;
                "issue.closed": boolean;
                "issue.mentioned": boolean;
            };
        };
        NullableReference: number | {
            id: number;
        } | null;
        OidcSettings: {
            issuer: string;
            clientId: string;
            allowedDomains: string[];
            createUsers: boolean;
            /**
             * @description the role of users created at sign-in
             * @enum {unknown}
             */
            defaultRole: "viewer" | "member";
            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
            updatedAt: string;
            /** @description the redirect URI to register at the provider */
            callbackUrl: string;
        };
        Place: {
            id: number;
            name: string;
            /** @description CUSTOM unless set otherwise */
            type: string;
        };
        Project: {
            id: number;
            name: string;
            test_case_robust: boolean;
        };
        Reference: number | {
            id: number;
        };
        Session: {
            id: number;
            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
            createdAt: string;
            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
            lastSeenAt: string;
            userAgent: string | null;
            /** @description whether this request came with it */
            current: boolean;
        };
        Team: {
            id: number;
            name: string;
            deleted: boolean;
        };
        TeamAccount: {
            id: number;
            name: string;
            deleted: boolean;
            memberIds: number[];
            leadIds: number[];
            minPresent: number | null;
            /**
             * @default warn
             * @enum {unknown}
             */
            coverageMode: "warn" | "block";
        };
        TestExecution: {
            id: number;
            testPlanId: {
                id: number;
                name: string;
            };
            testStepId: number;
            creatorId: components["schemas"]["IssueUser"];
            statusId: components["schemas"]["TestExecutionStatus"];
            actual_result: string;
            duration: number;
            position: number;
            batchId: number;
            extIssueId: number | null;
            extIssueUrl: string | null;
            /** @description YYYY-MM-DDTHH:MM:SSZ */
            created_at: string;
            /** @description YYYY-MM-DDTHH:MM:SSZ */
            updated_at: string;
            related_issues: {
                id: number;
                issueTypeId: {
                    id: number;
                    name: string;
                };
                statusId: components["schemas"]["IssueStatus"];
                closed: boolean;
                deleted: boolean;
            }[];
            related_ext_issues: {
                id: number;
                extIssueId: number;
                extKeyId: string;
                extLink: string;
                closed: boolean;
                closed_at: string | null;
                deleted: boolean;
                deleted_at: string | null;
                /** @description YYYY-MM-DDTHH:MM:SS.sss+00:00 */
                created_at: string;
                /** @description YYYY-MM-DDTHH:MM:SS.sss+00:00 */
                updated_at: string;
            }[];
        };
        TestExecutionStatus: {
            id: number;
            name: string;
            projectId: components["schemas"]["Project"] | null;
            state: number;
            color: string;
        };
        TimeReport: {
            /** @description one per group, by the groups in order (people by name, objects by name, dates ascending) */
            rows: {
                user?: components["schemas"]["User"];
                /** @description the activity's team */
                team?: components["schemas"]["Team"] | null;
                /** @description the activity's project */
                project?: components["schemas"]["Project"] | null;
                /** @description the linked issue; {"id": null, "name": "(private)"} for the private issues the caller may not see */
                issue?: {
                    id: number | null;
                    name: string;
                } | null;
                activityType?: components["schemas"]["ActivityType"];
                /** @description YYYY-MM-DD */
                day?: string;
                /** @description ISO week, YYYY-Www */
                week?: string;
                /** @description YYYY-MM */
                month?: string;
                minutes: number;
                /** @description working days, each the share of the author's scheduled minutes the time covers */
                days: number;
            }[];
            total: {
                minutes: number;
                /** @description working days, each the share of the author's scheduled minutes the time covers */
                days: number;
            };
        };
        Timesheet: {
            user: components["schemas"]["User"];
            /** @description YYYY-MM-DD */
            from: string;
            /** @description YYYY-MM-DD */
            to: string;
            days: {
                /** @description YYYY-MM-DD */
                date: string;
                /** @description the name of the user's holiday that day */
                holiday: string | null;
                /** @description minutes of the user's work schedule that day; 0 on a holiday */
                expected: number;
                /** @description minutes of working-hours activities, approved or of a type not approved */
                worked: number;
                /** @description approved absences by type, crediting together at most the expected minutes */
                absent: {
                    activityType: components["schemas"]["ActivityType"];
                    minutes: number;
                }[];
                /** @description the live activities covering the day */
                entries: components["schemas"]["Activity"][];
            }[];
            totals: {
                expected: number;
                worked: number;
                absent: number;
                /** @description worked + absent − expected */
                balance: number;
            };
        };
        Token: {
            id: number;
            userId: number;
            name: string;
            expiresAt: string | null;
            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
            createdAt: string;
            revoked: boolean;
            revokedAt: string | null;
        };
        User: {
            id: number;
            firstname: string;
            lastname: string;
            email: string;
            avatar: string;
            deleted: boolean;
        };
        UserAccount: {
            id: number;
            firstname: string;
            lastname: string;
            email: string;
            avatar: string;
            deleted: boolean;
            /** @description short language code */
            language: string;
            /** @enum {unknown} */
            role: "admin" | "manager" | "member" | "viewer";
            /** @description who decides in their place while they are away */
            deputyId: number | null;
            /** @description YYYY-MM-DD: the first day employed */
            startDate: string | null;
            /** @description YYYY-MM-DD: the last day employed */
            endDate: string | null;
        };
        UserWorkSchedule: {
            id: number;
            /** @description YYYY-MM-DD */
            validFrom: string;
            /** @description minutes of work on Monday, Tuesday, ... Sunday; 0 is a day off */
            minutes: number[];
        };
        Webhook: {
            id: number;
            url: string;
            events: string[];
            description: string | null;
            active: boolean;
            /** @description Why the service disabled the hook (410 Gone, or too many failed deliveries); null otherwise */
            disabledReason: string | null;
            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
            createdAt: string;
            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
            updatedAt: string;
        };
        WebhookDelivery: {
            id: number;
            eventId: number;
            eventType: string;
            attempts: number;
            status: "pending" | "succeeded" | "failed";
            responseStatus: number | null;
            durationMs: number | null;
            error: string | null;
            /** @description YYYY-MM-DDTHH:MM:SS.sssZ */
            createdAt: string;
            nextAttemptAt: string | null;
        };
        /**
         * @example {
         *       "minutes": [
         *         480,
         *         480,
         *         480,
         *         480,
         *         480,
         *         0,
         *         0
         *       ]
         *     }
         */
        WorkSchedule: {
            /** @description minutes of work on Monday, Tuesday, ... Sunday; 0 is a day off */
            minutes: number[];
        };
    };
    responses: {
        /** @description The path exists, but not with this method */
        MethodNotAllowed: {
            headers: {
                /** @description The methods the path has, e.g. "GET, PUT, DELETE" */
                Allow: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
