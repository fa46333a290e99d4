#include <sqlite3.h>

// sqlite3_db_config is variadic, which Swift cannot call: one setting re-exposed as a function.
// No logic lives here (docs/DESIGN.md, House style).
static inline int nomeat_sqlite3_defensive(sqlite3 *db, int on) {
  return sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, on, (int *)0);
}
