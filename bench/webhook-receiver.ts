/**
 * A webhook endpoint for the benchmark, in a process of its own so that the load generator's work
 * does not delay it: answers every POST with 204 and notes how long after the event's `occurredAt`
 * it arrived. GET answers the delays noted since the last GET, in ms.
 */
import { createServer } from 'node:http';

const delays: number[] = [];
createServer((request, response) => {
  if (request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(delays.splice(0)));
    return;
  }
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    delays.push(Date.now() - Date.parse((JSON.parse(body) as { occurredAt: string }).occurredAt));
    response.writeHead(204).end();
  });
}).listen(Number(process.argv[2]), '127.0.0.1');
