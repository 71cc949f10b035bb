// Counts heap allocations by interposing glibc's allocator entry points; see
// include/CAllocationCounter.h for why this works and where it does not.

#include "CAllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stddef.h>

// glibc's allocator under the names it exports for exactly this purpose: calling them never
// comes back into the definitions below, and needs no dlsym (which itself allocates).
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// Relaxed atomics: the benchmark is single-threaded, but the runtime may allocate on other
// threads, and a torn counter would be worse than a slightly slower one.
static uint64_t allocationCount = 0;
static uint64_t allocatedBytes = 0;

static inline void count(size_t size) {
    __atomic_fetch_add(&allocationCount, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&allocatedBytes, (uint64_t)size, __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
    count(size);
    return __libc_malloc(size);
}

void *calloc(size_t countOfElements, size_t size) {
    count(countOfElements * size);
    return __libc_calloc(countOfElements, size);
}

void *realloc(void *pointer, size_t size) {
    count(size);
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count(size);
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count(size);
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    // The checks POSIX requires, which __libc_memalign does not make.
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) {
        return EINVAL;
    }
    count(size);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

int gab_allocation_counting_available(void) { return 1; }
uint64_t gab_allocation_count(void) { return __atomic_load_n(&allocationCount, __ATOMIC_RELAXED); }
uint64_t gab_allocated_bytes(void) { return __atomic_load_n(&allocatedBytes, __ATOMIC_RELAXED); }

#else

int gab_allocation_counting_available(void) { return 0; }
uint64_t gab_allocation_count(void) { return 0; }
uint64_t gab_allocated_bytes(void) { return 0; }

#endif
