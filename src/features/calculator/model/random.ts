// A small seeded random source so the simulation gives the same answer for the same inputs.
// mulberry32: a 32-bit state advanced by a Weyl step (+0x6D2B79F5) and mixed by two
// multiply-xorshift rounds; Box-Muller turns two uniforms into one standard normal.

export type Random = () => number;

/** Uniform numbers in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal numbers (mean 0, deviation 1) by the Box-Muller transform. */
export function normalSource(random: Random): Random {
  return () => {
    // 1 - u keeps the logarithm's argument in (0, 1], so log never sees 0.
    const u1 = 1 - random();
    const u2 = random();
    return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  };
}
