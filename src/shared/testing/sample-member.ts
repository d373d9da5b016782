// One member for client-side tests (session, guards, auth answers): a PublicUser as the API gives it.
import type { PublicUser } from '../auth-schemas';

export const sampleMember: PublicUser = {
  id: 'u1',
  username: 'martha',
  firstName: 'Martha',
  lastName: 'Jones',
  email: 'martha@example.com',
  phone: '+12075550199',
  role: 'member',
  createdAt: '2026-11-22T00:00:00.000Z',
};
