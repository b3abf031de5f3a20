// Runs the production server for a test, and ends it when the test process that started it is gone,
// so no server outlives a run that was killed.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
}, 1000).unref();
await import("../../server.js");
