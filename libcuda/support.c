// C side of cudasim's libcuda.so.1: per-thread numbering, the recorder's
// forwarding to a real driver, and the answer of entry points cudasim does
// not implement.

#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "cudasim.h"
#include "_cgo_export.h"

static __thread uint64_t thread_key;
static uint64_t last_thread_key;

// Threads that have ended, whose emulated threads the Go side frees at its
// next call (cudasim_ended_threads). A pthread key's destructor notes them:
// it runs as a thread exits, when calling into Go is best avoided.
static pthread_key_t exit_key;
static pthread_once_t exit_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t ended_mu = PTHREAD_MUTEX_INITIALIZER;
static uint64_t *ended;
static size_t nended, capended;
int cudasim_any_ended;

static void thread_exited(void *v) {
	uint64_t key = (uint64_t)(uintptr_t)v;
	pthread_mutex_lock(&ended_mu);
	if (nended == capended) {
		size_t c = capended ? 2 * capended : 64;
		uint64_t *p = realloc(ended, c * sizeof *p);
		if (!p) { // out of memory: the thread's record stays, as before
			pthread_mutex_unlock(&ended_mu);
			return;
		}
		ended = p;
		capended = c;
	}
	ended[nended++] = key;
	__atomic_store_n(&cudasim_any_ended, 1, __ATOMIC_RELEASE);
	pthread_mutex_unlock(&ended_mu);
}

static void make_exit_key(void) { pthread_key_create(&exit_key, thread_exited); }

uint64_t cudasim_thread_key(void) {
	if (!thread_key) {
		thread_key = __atomic_add_fetch(&last_thread_key, 1, __ATOMIC_RELAXED);
		pthread_once(&exit_once, make_exit_key);
		pthread_setspecific(exit_key, (void *)(uintptr_t)thread_key);
	}
	return thread_key;
}

int cudasim_ended_threads(uint64_t *out, int max) {
	if (!__atomic_load_n(&cudasim_any_ended, __ATOMIC_ACQUIRE)) return 0;
	pthread_mutex_lock(&ended_mu);
	int n = 0;
	while (n < max && nended > 0) out[n++] = ended[--nended];
	if (nended == 0) __atomic_store_n(&cudasim_any_ended, 0, __ATOMIC_RELAXED);
	pthread_mutex_unlock(&ended_mu);
	return n;
}

void *cudasim_ptr(uint64_t addr) { return (void *)(uintptr_t)addr; }

typedef CUresult (*entry16)(uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t,
                            uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t);

// On x86-64 and arm64 an integer or pointer argument travels in a register or
// an 8-byte stack slot whatever its width, so calling through a wider
// prototype passes each argument where the callee looks for it; the unused
// trailing ones are ignored.
CUresult cudasim_call(void *fn, const uint64_t *a, int n) {
	uint64_t v[16] = {0};
	for (int i = 0; i < n && i < 16; i++) v[i] = a[i];
	return ((entry16)fn)(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11], v[12], v[13], v[14], v[15]);
}

const char *cudasim_open_driver(const char *path) {
	// RTLD_DEEPBIND: the real driver must bind its own entry points, not ours,
	// which the program's global scope finds first.
	void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
	if (!h) return dlerror();
	for (int i = 0; i < cudasim_nsyms; i++) cudasim_real[i] = dlsym(h, cudasim_sym_name[i]);
	return NULL;
}

static __thread int in_self;

int cudasim_in_self(void) { return in_self; }

CUresult cudasim_call_self(int idx, const uint64_t *a, int n) {
	in_self++;
	CUresult r = cudasim_call(cudasim_sym_addr[idx], a, n);
	in_self--;
	return r;
}

// Fork. NVIDIA's driver is unusable in a child forked after cuInit: every
// call answers CUDA_ERROR_NOT_INITIALIZED but cuDriverGetVersion,
// cuGetErrorName and cuGetErrorString (docs/libcuda.md, "Fork"). Such a
// child must not enter the Go runtime at all: fork copies only the calling
// thread, and a runtime lock another thread of the parent held at that
// moment stays held in the child forever (about one child in six hung at
// its first call under load). So the child answers in C: before each fork
// the parent (where calling Go is safe) hands over the error texts and the
// version (cudasimForkPrepare), and in the child every entry point's first
// instructions are rewritten - the child's copy of the code, not the
// parent's - to answer without Go. If the rewrite is refused, or the parent
// had not initialised, the child's first call tells the Go driver instead
// (cudasim_take_forked), which decides whether it is still usable.
int cudasim_forked;
int cudasim_unusable;

static int fork_initialised;
static const struct cudasim_result_text *fork_texts;
static int fork_ntexts, fork_version;

void cudasim_set_fork_answers(const struct cudasim_result_text *t, int n, int version) {
	fork_texts = t;
	fork_ntexts = n;
	fork_version = version;
	__atomic_store_n(&fork_initialised, 1, __ATOMIC_RELEASE);
}

static CUresult child_error_text(CUresult code, const char **s, int want_text) {
	if (!s) return 1; // CUDA_ERROR_INVALID_VALUE
	for (int i = 0; i < fork_ntexts; i++)
		if (fork_texts[i].code == code) {
			*s = want_text ? fork_texts[i].text : fork_texts[i].name;
			return 0;
		}
	*s = NULL;
	return 1;
}

static CUresult child_error_name(CUresult code, const char **s) { return child_error_text(code, s, 0); }
static CUresult child_error_string(CUresult code, const char **s) { return child_error_text(code, s, 1); }

static CUresult child_driver_version(int *v) {
	if (!v) return 1;
	*v = fork_version;
	return 0;
}

// rewrite makes the entry point at p jump to target, or with target NULL
// return CUDA_ERROR_NOT_INITIALIZED (push $3; pop %rax; ret). An endbr64
// stays in place for calls through pointers.
static int rewrite(unsigned char *p, void *target) {
	unsigned char code[5] = {0x6a, 0x03, 0x58, 0xc3};
	size_t n = 4;
	if (p[0] == 0xf3 && p[1] == 0x0f && p[2] == 0x1e && p[3] == 0xfa) p += 4;
	if (target) {
		long long rel = (unsigned char *)target - (p + 5);
		if (rel != (int)rel) return 0;
		int r32 = (int)rel;
		code[0] = 0xe9;
		memcpy(code + 1, &r32, 4);
		n = 5;
	}
	uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
	uintptr_t lo = (uintptr_t)p & ~(page - 1), hi = ((uintptr_t)p + n + page - 1) & ~(page - 1);
	if (mprotect((void *)lo, hi - lo, PROT_READ | PROT_WRITE | PROT_EXEC) != 0) return 0;
	memcpy(p, code, n);
	mprotect((void *)lo, hi - lo, PROT_READ | PROT_EXEC);
	return 1;
}

// answer_in_c rewrites every entry point (see above); 0 if any was refused.
static int answer_in_c(void) {
	int ok = 1;
	for (int i = 0; i < cudasim_nsyms && ok; i++) {
		const char *name = cudasim_sym_name[i];
		void *target = NULL;
		if (!strcmp(name, "cuGetErrorName")) target = (void *)child_error_name;
		else if (!strcmp(name, "cuGetErrorString")) target = (void *)child_error_string;
		else if (!strcmp(name, "cuDriverGetVersion")) target = (void *)child_driver_version;
		ok = rewrite((unsigned char *)cudasim_sym_addr[i], target);
	}
	return ok;
}

static void before_fork(void) { cudasimForkPrepare(); }

static void child_after_fork(void) {
	if (__atomic_load_n(&fork_initialised, __ATOMIC_ACQUIRE)) {
		__atomic_store_n(&cudasim_unusable, 1, __ATOMIC_RELEASE);
		if (answer_in_c()) return;
	}
	__atomic_store_n(&cudasim_forked, 1, __ATOMIC_RELEASE);
}

void cudasim_watch_fork(void) { pthread_atfork(before_fork, NULL, child_after_fork); }

int cudasim_take_forked(void) { return __atomic_exchange_n(&cudasim_forked, 0, __ATOMIC_ACQ_REL); }

void cudasim_set_unusable(void) { __atomic_store_n(&cudasim_unusable, 1, __ATOMIC_RELEASE); }

// in_forked_child_without_go: the process is a forked child that has not
// entered Go since the fork, or whose driver is unusable; its exit handlers
// leave Go alone (the parent's pending printf output is the parent's).
static int in_forked_child_without_go(void) {
	return __atomic_load_n(&cudasim_forked, __ATOMIC_ACQUIRE) || __atomic_load_n(&cudasim_unusable, __ATOMIC_ACQUIRE);
}

static int unsupported_messages = 1;
static unsigned char reported[2048];

void cudasim_set_unsupported_messages(int on) { unsupported_messages = on; }

// cudasim_unknown_target is called by the stubs of entry points cudasim does
// not implement: it returns the real driver's entry point when recording (the
// stub jumps there with the caller's arguments intact), else NULL.
void *cudasim_unknown_target(int idx) {
	void *f = cudasim_real[idx];
	if (f) cudasimUntraced(idx);
	return f;
}

// cudasim_unsupported is what an entry point cudasim does not implement
// returns: CUDA_ERROR_NOT_SUPPORTED, with a line on stderr the first time.
CUresult cudasim_unsupported(int idx) {
	if (__atomic_load_n(&cudasim_unusable, __ATOMIC_ACQUIRE)) return 3; // CUDA_ERROR_NOT_INITIALIZED
	if (unsupported_messages && idx >= 0 && idx < (int)sizeof reported &&
	    !__atomic_exchange_n(&reported[idx], 1, __ATOMIC_RELAXED))
		fprintf(stderr, "cudasim: %s is not implemented; it returns CUDA_ERROR_NOT_SUPPORTED\n",
		        cudasim_sym_name[idx]);
	return 801;
}

const char *cudasim_name(int idx) { return idx >= 0 && idx < cudasim_nsyms ? cudasim_sym_name[idx] : "?"; }
void *cudasim_real_fn(int idx) { return idx >= 0 && idx < cudasim_nsyms ? cudasim_real[idx] : NULL; }
void *cudasim_addr(int idx) { return idx >= 0 && idx < cudasim_nsyms ? cudasim_sym_addr[idx] : NULL; }

void cudasim_stdout_write(const void *p, size_t n) {
	fwrite(p, 1, n, stdout);
	fflush(stdout);
}

void cudasim_stderr_write(const void *p, size_t n) { fwrite(p, 1, n, stderr); }

static void flush_at_exit(void) {
	if (!in_forked_child_without_go()) cudasimFlushPrintf();
	fflush(stdout);
}
void cudasim_flush_at_exit(void) { atexit(flush_at_exit); }

static void process_exit(void) {
	if (!in_forked_child_without_go()) cudasimProcessExit();
}
void cudasim_shutdown_at_exit(void) { atexit(process_exit); }

void cudasim_host_fn(void *fn, void *data) { ((void (*)(void *))fn)(data); }

size_t cudasim_b2d(void *fn, int blockSize) { return ((size_t (*)(int))fn)(blockSize); }

void cudasim_stream_cb(void *fn, uintptr_t stream, CUresult status, void *data) {
	((void (*)(uintptr_t, CUresult, void *))fn)(stream, status, data);
}
