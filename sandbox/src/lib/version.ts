import type { Db } from '../db/module';
import { getSetting, setSetting } from '../db/settings';

export const DEFAULT_VERSION = '1.0.0';

export const getVersion = (db: Db): string => getSetting(db, 'version', DEFAULT_VERSION);
export const setVersion = (db: Db, version: string): void => setSetting(db, 'version', version);
