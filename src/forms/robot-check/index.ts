// The robot check of the contact-for-application form (docs/decisions.md §7).

export { getRobotCheck } from './loader';
export { robotCheckConfig, type RobotCheckConfig } from './config';
export * from './types';
export { RobotCheck, RobotProblem, robotErrorMessage, type RobotCheckProps } from './robot-check';
export { useRobotWidget, type RobotWidget, type RobotWidgetState } from './use-robot-widget';
