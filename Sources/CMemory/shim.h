// A thin shim over one Linux call that Swift cannot make itself: mremap(2) is variadic in
// glibc's header. No logic lives here (docs/DESIGN.md, House style).
#ifndef NOMEAT_CMEMORY_SHIM_H
#define NOMEAT_CMEMORY_SHIM_H

#include <stddef.h>
#include <sys/syscall.h>

// Declared here, not taken from <unistd.h>: a header included by this module would take its
// declarations (sysconf's names among them) away from Glibc's module in every Swift file.
extern long syscall(long number, ...);

// Moves the pages mapped at `from` (`length` bytes) to `to`, replacing whatever was mapped
// there, in one step (MREMAP_MAYMOVE | MREMAP_FIXED, which are 1 and 2 in linux/mman.h).
// Returns `to`, or (void *)-1 with errno set.
static inline void *nomeat_move_mapping(void *from, size_t length, void *to) {
  return (void *)syscall(SYS_mremap, from, length, length, 1 | 2, to);
}

#endif
