import type { Area } from '../area';
import { billingRoutes } from './routes';
import { seedBilling } from './seed';

/** Payment methods, comp deduct, receipts, credits and charges (API-068..073, API-086..088). */
export const billing: Area = {
  name: 'billing',
  migrations: [
    `CREATE TABLE payment_methods (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       associate_id TEXT NOT NULL REFERENCES agents (associate_id) ON DELETE CASCADE,
       card_type TEXT NOT NULL,
       last4 TEXT,
       exp_month INTEGER,
       exp_year INTEGER,
       is_default INTEGER NOT NULL DEFAULT 0,
       created TEXT NOT NULL
     );
     CREATE TABLE receipts (
       id TEXT PRIMARY KEY,
       seq INTEGER NOT NULL UNIQUE,
       associate_id TEXT NOT NULL REFERENCES agents (associate_id) ON DELETE CASCADE,
       category TEXT NOT NULL,
       used TEXT,
       amount_cents INTEGER NOT NULL,
       created TEXT NOT NULL,
       notes TEXT
     );
     CREATE TABLE credits (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       associate_id TEXT NOT NULL REFERENCES agents (associate_id) ON DELETE CASCADE,
       category TEXT NOT NULL,
       used INTEGER NOT NULL DEFAULT 0,
       amount_cents INTEGER NOT NULL,
       created TEXT NOT NULL,
       notes TEXT
     )`,
  ],
  seed: seedBilling,
  routes: billingRoutes,
};
