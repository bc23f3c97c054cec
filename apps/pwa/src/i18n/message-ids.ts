/*
 * Every message id, typed from the English catalogs (the source language): `t('results.title')`
 * compiles only if catalogs/en/results.json has "title". A new namespace is a new JSON file in each
 * of the four folders and a line here.
 */
import type app from '@lotto/site/catalogs/en/app.json';
import type auth from '@lotto/site/catalogs/en/auth.json';
import type checker from '@lotto/site/catalogs/en/checker.json';
import type common from '@lotto/site/catalogs/en/common.json';
import type errors from '@lotto/site/catalogs/en/errors.json';
import type history from '@lotto/site/catalogs/en/history.json';
import type home from '@lotto/site/catalogs/en/home.json';
import type members from '@lotto/site/catalogs/en/members.json';
import type pages from '@lotto/site/catalogs/en/pages.json';
import type push from '@lotto/site/catalogs/en/push.json';
import type results from '@lotto/site/catalogs/en/results.json';
import type tiers from '@lotto/site/catalogs/en/tiers.json';
import type titles from '@lotto/site/catalogs/en/titles.json';

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
  push: typeof push;
  results: typeof results;
  tiers: typeof tiers;
  titles: typeof titles;
}

export type MessageId = {
  [N in keyof Namespaces]: `${N}.${Extract<keyof Namespaces[N], string>}`;
}[keyof Namespaces];
