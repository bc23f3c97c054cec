/*
 * Every message id, typed from the English catalogs (the source language): `t('results.title')`
 * compiles only if catalogs/en/results.json has "title". A new namespace is a new JSON file in each
 * of the four folders and a line here.
 */
import type app from './catalogs/en/app.json';
import type auth from './catalogs/en/auth.json';
import type checker from './catalogs/en/checker.json';
import type common from './catalogs/en/common.json';
import type errors from './catalogs/en/errors.json';
import type history from './catalogs/en/history.json';
import type home from './catalogs/en/home.json';
import type members from './catalogs/en/members.json';
import type pages from './catalogs/en/pages.json';
import type results from './catalogs/en/results.json';
import type tiers from './catalogs/en/tiers.json';

interface Namespaces {
  app: typeof app;
  auth: typeof auth;
  checker: typeof checker;
  common: typeof common;
  errors: typeof errors;
  history: typeof history;
  home: typeof home;
  members: typeof members;
  pages: typeof pages;
  results: typeof results;
  tiers: typeof tiers;
}

export type MessageId = {
  [N in keyof Namespaces]: `${N}.${Extract<keyof Namespaces[N], string>}`;
}[keyof Namespaces];
