// The bench's busy-core mode (BENCH_BUSY=1, bench/run-options.ts): keeps one core at 100 % with a
// tight loop until killed, or until the process named by the first argument (the bench) is gone —
// checked once a second, so a bench that dies leaves no spinner behind.
const parent = Number(process.argv[2]);
let next = Date.now() + 1000;
for (;;) {
  if (Date.now() > next) {
    try {
      if (parent) process.kill(parent, 0);
    } catch {
      process.exit(0);
    }
    next = Date.now() + 1000;
  }
}
