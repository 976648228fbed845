// PX-63-003: each test process says which Node it runs on, and stops when CI asked for another
// major version (EXPECT_NODE_MAJOR, set by .ci/run for each stage).
export function checkNode(where: string, env: NodeJS.ProcessEnv = process.env): void {
  const want = env.EXPECT_NODE_MAJOR;
  console.error(`${where}: Node ${process.version}`);
  if (want && process.versions.node.split('.')[0] !== want) throw new Error(`${where} runs on Node ${process.version}; CI asked for Node ${want}.`);
}
