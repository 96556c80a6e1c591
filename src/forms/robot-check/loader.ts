// The robot check's loader: picks the provider the build is configured for (the development
// check by default) and loads the reCAPTCHA code only when it is selected.

import { robotCheckConfig, type RobotCheckConfig } from './config';
import { createDevProvider } from './dev-provider';
import type { RobotCheckProvider } from './types';

/** The configured provider (the dev check unless VITE_ROBOT_CHECK says otherwise). */
export async function getRobotCheck(config: RobotCheckConfig = robotCheckConfig()): Promise<RobotCheckProvider> {
  if (config.provider === 'dev') {
    return createDevProvider(import.meta.env.VITE_ROBOT_CHECK_DEV_FAIL as string | undefined);
  }
  const { createRecaptchaProvider } = await import('./recaptcha-provider');
  return createRecaptchaProvider(config);
}
