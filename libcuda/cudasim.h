// Types of the CUDA driver ABI as libcuda's Go code sees them, and the C
// helpers in support.c. This is not cuda.h: programs keep using their own.
#ifndef CUDASIM_H
#define CUDASIM_H

#include <stddef.h>
#include <stdint.h>

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUlib_st *CUlibrary;
typedef struct CUkern_st *CUkernel;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
typedef struct { char bytes[16]; } CUuuid;
typedef struct { char reserved[64]; } CUipcMemHandle;   // passed by value to cuIpcOpenMemHandle
typedef struct { char reserved[64]; } CUipcEventHandle; // and to cuIpcOpenEventHandle

// CUlaunchConfig (cuda.h 12.x): 56 bytes, hStream at 32, attrs at 40, numAttrs at 48.
typedef struct {
	unsigned int gridDimX, gridDimY, gridDimZ;
	unsigned int blockDimX, blockDimY, blockDimZ;
	unsigned int sharedMemBytes;
	CUstream hStream;
	void *attrs;
	unsigned int numAttrs;
} CUlaunchConfig;

// cudasim_thread_key numbers the calling OS thread: 1 for the first thread
// that asks, 2 for the next. A thread keeps its number for life, and a new
// thread never inherits a dead one's (as an OS thread id could).
uint64_t cudasim_thread_key(void);

// cudasim_ended_threads moves up to max keys of threads that have exited
// since the last call into out and returns how many.
int cudasim_ended_threads(uint64_t *out, int max);

// cudasim_any_ended is non-zero while cudasim_ended_threads has keys to give
// (read atomically).
extern int cudasim_any_ended;

// cudasim_mapped_path writes the file mapped at addr, from /proc/self/maps
// (absolute, unlike dladdr's name under a relative LD_LIBRARY_PATH), into
// path and returns 1; 0 when addr lies in no mapping of a file (anonymous
// memory, a memory file, a deleted file).
int cudasim_mapped_path(uintptr_t addr, char *path, size_t size);

// cudasim_ptr turns an address the C caller gave into a pointer.
void *cudasim_ptr(uint64_t addr);

// cudasim_call calls fn, a driver entry point taking only integer and pointer
// parameters, with the first n of a's values as its arguments (the recorder
// forwards every call through it).
CUresult cudasim_call(void *fn, const uint64_t *a, int n);

// cudasim_call_self calls cudasim's own entry point idx, marking the calling
// thread as inside it (cudasim_in_self), so that tracing the emulator does not
// trace the call twice.
CUresult cudasim_call_self(int idx, const uint64_t *a, int n);
int cudasim_in_self(void);

// cudasim_host_fn calls a CUhostFn, cudasim_stream_cb a CUstreamCallback.
void cudasim_host_fn(void *fn, void *data);
void cudasim_stream_cb(void *fn, uintptr_t stream, CUresult status, void *data);
// cudasim_log_cb calls a CUlogsCallback.
void cudasim_log_cb(void *fn, void *data, int level, char *message, size_t length);

// cudasim_b2d calls a CUoccupancyB2DSize: the dynamic shared memory a block
// of blockSize threads needs.
size_t cudasim_b2d(void *fn, int blockSize);

// cudasim_open_driver dlopens the real driver for the recorder and fills
// cudasim_real with its entry points; it returns NULL or dlerror's text.
const char *cudasim_open_driver(const char *path);

// cudasim_set_unsupported_messages turns the one-line messages about
// unsupported entry points off (0) or on (1: the first call of each).
void cudasim_set_unsupported_messages(int on);

// Element idx of the three tables below (NULL or "?" out of range).
const char *cudasim_name(int idx);
void *cudasim_real_fn(int idx);
void *cudasim_addr(int idx);

CUresult cudasim_unsupported(int idx);

// cudasim_stdout_write writes device printf output to the C program's stdout
// (through stdio, so that it is ordered with the program's own output) and
// flushes it, as the real driver does (the program's buffered lines come out
// before it: testdata/reference/assert-fd).
void cudasim_stdout_write(const void *p, size_t n);

// cudasim_stderr_write writes device-side assert messages to the C
// program's stderr, where the real driver writes them.
void cudasim_stderr_write(const void *p, size_t n);

// cudasim_watch_fork registers the fork handlers (support.c, "Fork"): in a
// child forked after cuInit the entry points answer from C; otherwise the
// child sets cudasim_forked, which cudasim_take_forked returns and clears
// (atomically) at its first call. Once the driver says a forked child
// cannot use it, cudasim_set_unusable makes the stubs of unimplemented entry
// points answer CUDA_ERROR_NOT_INITIALIZED.
extern int cudasim_forked;
void cudasim_watch_fork(void);
int cudasim_take_forked(void);
void cudasim_set_unusable(void);

// cudasim_child_out_of_go is 1 in a forked child whose entry points were
// rewritten not to enter Go (forked after cuInit, or led to a fresh copy):
// the export tables' slots, which the runtime calls directly (also from its
// exit handlers), check it before entering Go.
int cudasim_child_out_of_go(void);

// cudasim_set_fork_answers gives a child forked after cuInit what it answers
// without Go: the error names and texts (kept by the caller for the
// process's life) and cuDriverGetVersion's version.
struct cudasim_result_text {
	int code;
	const char *name, *text;
};
void cudasim_set_fork_answers(const struct cudasim_result_text *t, int n, int version);

// cudasim_shutdown_at_exit registers cudasimProcessExit as an exit handler.
void cudasim_shutdown_at_exit(void);

// cudasim_build_id copies this library's Go build ID into buf (1), or
// returns 0 when its ELF note is not found.
int cudasim_build_id(char *buf, size_t size);

// From the generated zsymbols.c: every exported entry point's address and
// name, and the real driver's entry points when recording (else NULLs).
extern void *const cudasim_sym_addr[];
extern const char *const cudasim_sym_name[];
extern void *cudasim_real[];
extern const int cudasim_nsyms;

#endif
