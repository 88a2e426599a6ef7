#include <sqlite3.h>

// sqlite3_db_config is variadic, which Swift cannot call: one fixed-signature wrapper per use.

/// Leaves checkpointing to SQLite's automatic checkpoints instead of doing one, with an fsync,
/// every time the last connection closes — that is, at the end of every `wf` process.
static inline int wf_sqlite3_disable_checkpoint_on_close(sqlite3 *database) {
    return sqlite3_db_config(database, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
