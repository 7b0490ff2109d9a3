// drizzle-kit collects the tables a schema file exports by name; the registry's derived tables
// have none of their own (server/db/entity-tables.ts), so this hands it their map as exports.
module.exports = require('./entity-tables.ts').entityTables;
