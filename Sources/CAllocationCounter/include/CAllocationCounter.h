#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

/// Heap allocation counting for the benchmark, without any package dependency.
///
/// On Linux with glibc this target defines `malloc`, `calloc`, `realloc`, `posix_memalign`,
/// `aligned_alloc` and `memalign` itself. Because it is linked into the benchmark *executable*,
/// the dynamic linker resolves every caller in the process to these definitions first (the
/// executable precedes libc in the symbol search order): Swift's runtime (`swift_slowAlloc`),
/// Foundation and libc itself. Each one counts, then forwards to glibc's own allocator through
/// its exported `__libc_*` entry points, so memory management is unchanged and `free` stays
/// glibc's.
///
/// Elsewhere (Apple platforms, musl) the functions below report that counting is unavailable:
/// interposing the allocator there needs other machinery (malloc zones, DYLD_INSERT_LIBRARIES).

#include <stdint.h>

/// 1 when the interposed allocator is compiled in, 0 when the counts below are always zero.
int gab_allocation_counting_available(void);

/// Allocation calls (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) since the
/// process started; a realloc counts as one allocation, whether it moved the block or not.
uint64_t gab_allocation_count(void);

/// Bytes requested by those calls since the process started.
uint64_t gab_allocated_bytes(void);

#endif
