// Placeholder until the benchmarks issue: Lighthouse, bundle sizes and API load will be measured here.
console.log('npm run bench: no benchmarks yet. They arrive with the benchmarks and hardening issue.');
