import { ConfigError, loadConfig, type Config } from './config.ts';
import { createLogger, type Logger } from './lib/logger.ts';

/**
 * The start of every Pagebird process (`npm start`, `npm run worker`): the configuration from the
 * environment and the logger it sets up. A bad configuration prints every problem and exits 1.
 */
export function loadConfigAndLogger(): { config: Config; logger: Logger } {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  const logger = createLogger({
    level: config.logLevel,
    pretty: config.nodeEnv !== 'production' && process.stdout.isTTY,
  });
  return { config, logger };
}
