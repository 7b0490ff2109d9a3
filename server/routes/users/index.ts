import type { FastifyPluginAsync } from 'fastify';
import behandelaars from './behandelaars';
import gebruikers from './gebruikers';
import profile from './profile';
import rollen from './rollen';

/** Gebruikers, rollen, behandelaar lists and the own profile (spec 001 §6, §7). */
const usersArea: FastifyPluginAsync = async (app) => {
  await app.register(behandelaars);
  await app.register(gebruikers);
  await app.register(profile);
  await app.register(rollen);
};

export default usersArea;
