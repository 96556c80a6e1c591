// Types of check-commit-message.js (plain JavaScript so the commit-msg hook runs without a build).
export declare const SUBJECT_MAX: number;
export declare function commitMessageProblems(message: string): string[];
