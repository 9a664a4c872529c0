// Under jest an imported image is its file name, as the build would give its address (without the hash).
const { basename } = require('node:path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(`/mf/public/${basename(filename)}`)};` };
  },
};
