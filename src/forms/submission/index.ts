// What the family sees of the outbox: each submission's status and the list of what this device
// sent; the page's flush triggers live here too (Background Sync is Chromium's only).

export { SubmissionStatus } from './submission-status';
export { SubmissionList } from './submission-list';
export { requestOutboxFlush, startOutboxFlush, useOutboxFlush, registerOutboxSync } from './outbox-triggers';
