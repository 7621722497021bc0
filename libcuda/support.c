// C side of cudasim's libcuda.so.1: per-thread numbering, the recorder's
// forwarding to a real driver, and the answer of entry points cudasim does
// not implement.

#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <link.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
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

// Fork. A child gets only the thread that called fork, so it must never
// enter the Go runtime it inherits: a runtime lock another thread of the
// parent held at that moment stays held in the child for ever, and the
// runtime's other threads (its scheduler's, its collector's) are gone. The
// child's handler rewrites the first instructions of every entry point, in
// the child's own copy of the code, so that Go is not entered:
//
//   - Forked after cuInit: NVIDIA's driver is unusable there. Every call
//     answers CUDA_ERROR_NOT_INITIALIZED but cuDriverGetVersion,
//     cuGetErrorName and cuGetErrorString (docs/libcuda.md, "Fork"), which
//     answer in C from what the parent handed over before the fork
//     (cudasimForkPrepare).
//   - Forked before cuInit: the driver works there, as in a new process. The
//     entry points jump to the same entry points of a fresh copy of this
//     library, loaded at the child's first call (fresh_copy), which starts a
//     runtime of its own. The library is linked -Bsymbolic (Go's c-shared
//     default), so the copy binds to itself.
//
// If a rewrite is refused, the child's first call tells the Go driver
// instead (cudasim_take_forked), which decides whether it is still usable.
int cudasim_forked;
int cudasim_unusable;

// superseded: this process is a child forked before cuInit whose entry
// points lead to a fresh copy; this copy's Go runtime is never entered.
static int superseded;

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

// entry_code is what rewrite writes at entry point p: a jump to target, or
// with target NULL a return of CUDA_ERROR_NOT_INITIALIZED (push $3; pop
// %rax; ret). An endbr64 stays in place for calls through pointers. 0 if
// the target is out of a jump's reach.
static size_t entry_code(unsigned char **p, void *target, unsigned char code[5]) {
	if ((*p)[0] == 0xf3 && (*p)[1] == 0x0f && (*p)[2] == 0x1e && (*p)[3] == 0xfa) *p += 4;
	if (!target) {
		memcpy(code, "\x6a\x03\x58\xc3", 4);
		return 4;
	}
	long long rel = (unsigned char *)target - (*p + 5);
	if (rel != (int)rel) return 0;
	int r32 = (int)rel;
	code[0] = 0xe9;
	memcpy(code + 1, &r32, 4);
	return 5;
}

// rewrite_entries rewrites every entry point i to jump to target(i), with
// one mprotect each way over all of them (one per entry point made a fork
// cost ten times more); 0 if any was refused.
static int rewrite_entries(void *(*target)(int)) {
	uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE), lo = UINTPTR_MAX, hi = 0;
	for (int i = 0; i < cudasim_nsyms; i++) {
		uintptr_t a = (uintptr_t)cudasim_sym_addr[i];
		if (a < lo) lo = a;
		if (a + 9 > hi) hi = a + 9;
	}
	lo &= ~(page - 1);
	hi = (hi + page - 1) & ~(page - 1);
	if (mprotect((void *)lo, hi - lo, PROT_READ | PROT_WRITE | PROT_EXEC) != 0) return 0;
	int ok = 1;
	for (int i = 0; i < cudasim_nsyms && ok; i++) {
		unsigned char *p = (unsigned char *)cudasim_sym_addr[i], code[5];
		size_t n = entry_code(&p, target(i), code);
		if (n) memcpy(p, code, n);
		ok = n != 0;
	}
	mprotect((void *)lo, hi - lo, PROT_READ | PROT_EXEC);
	return ok;
}

// c_answer is entry point i's target in a child forked after cuInit (see
// above): a C answer, or NULL for CUDA_ERROR_NOT_INITIALIZED.
static void *c_answer(int i) {
	const char *name = cudasim_sym_name[i];
	if (!strcmp(name, "cuGetErrorName")) return (void *)child_error_name;
	if (!strcmp(name, "cuGetErrorString")) return (void *)child_error_string;
	if (!strcmp(name, "cuDriverGetVersion")) return (void *)child_driver_version;
	return NULL;
}

// The fresh copy for a child forked before cuInit. Entry point i jumps to
// fresh stub i (mov $i, %eax; jmp fresh_common: 10 bytes each), which keeps
// the caller's argument registers, asks cudasim_fresh_entry for the copy's
// entry point i and jumps there; the caller's stack arguments are untouched.
#define FRESH_STUBS 1024
#define FRESH_STUB_SIZE 10
#define FRESH_STR_(x) #x
#define FRESH_STR(x) FRESH_STR_(x)
extern const unsigned char cudasim_fresh_stubs[] __attribute__((visibility("hidden")));
void *cudasim_fresh_entry(int idx) __attribute__((visibility("hidden")));
__asm__(".text\n"
        ".p2align 4\n"
        "cudasim_fresh_stubs:\n"
        ".set cudasim_fresh_i, 0\n"
        ".rept " FRESH_STR(FRESH_STUBS) "\n"
        "\t.byte 0xb8\n\t.long cudasim_fresh_i\n"
        "\t.byte 0xe9\n\t.long cudasim_fresh_common - . - 4\n"
        "\t.set cudasim_fresh_i, cudasim_fresh_i + 1\n"
        ".endr\n"
        "cudasim_fresh_common:\n"
        "\tpush %rbp\n\tmov %rsp, %rbp\n\tsub $176, %rsp\n"
        "\tmov %rdi, (%rsp)\n\tmov %rsi, 8(%rsp)\n\tmov %rdx, 16(%rsp)\n"
        "\tmov %rcx, 24(%rsp)\n\tmov %r8, 32(%rsp)\n\tmov %r9, 40(%rsp)\n"
        "\tmovdqu %xmm0, 48(%rsp)\n\tmovdqu %xmm1, 64(%rsp)\n\tmovdqu %xmm2, 80(%rsp)\n"
        "\tmovdqu %xmm3, 96(%rsp)\n\tmovdqu %xmm4, 112(%rsp)\n\tmovdqu %xmm5, 128(%rsp)\n"
        "\tmovdqu %xmm6, 144(%rsp)\n\tmovdqu %xmm7, 160(%rsp)\n"
        "\tmov %eax, %edi\n\tcall cudasim_fresh_entry\n\tmov %rax, %r11\n"
        "\tmov (%rsp), %rdi\n\tmov 8(%rsp), %rsi\n\tmov 16(%rsp), %rdx\n"
        "\tmov 24(%rsp), %rcx\n\tmov 32(%rsp), %r8\n\tmov 40(%rsp), %r9\n"
        "\tmovdqu 48(%rsp), %xmm0\n\tmovdqu 64(%rsp), %xmm1\n\tmovdqu 80(%rsp), %xmm2\n"
        "\tmovdqu 96(%rsp), %xmm3\n\tmovdqu 112(%rsp), %xmm4\n\tmovdqu 128(%rsp), %xmm5\n"
        "\tmovdqu 144(%rsp), %xmm6\n\tmovdqu 160(%rsp), %xmm7\n"
        "\tleave\n\tjmp *%r11\n");

static void *fresh_fn[FRESH_STUBS];
static pthread_once_t fresh_once = PTHREAD_ONCE_INIT;

int cudasim_mapped_path(uintptr_t addr, char *path, size_t size) {
	FILE *f = fopen("/proc/self/maps", "re");
	int found = 0;
	char line[4352];
	while (f && !found && fgets(line, sizeof line, f)) {
		unsigned long lo, hi;
		int at = 0;
		if (sscanf(line, "%lx-%lx %*s %*s %*s %*s %n", &lo, &hi, &at) < 2 || addr < lo || addr >= hi || !at) continue;
		char *p = line + at;
		p[strcspn(p, "\n")] = 0;
		if (p[0] != '/' || strncmp(p, "/memfd:", 7) == 0 || strstr(p, " (deleted)")) break;
		snprintf(path, size, "%s", p);
		found = 1;
	}
	if (f) fclose(f);
	return found;
}

// own_path finds the file this library was loaded from: the mapping that
// holds this function (cudasim_mapped_path), else dladdr's name when it is
// absolute. A fresh copy's file is a memory file: its name as loaded,
// /proc/self/fd/N, still opens (N stays open), so a child of a child forked
// before cuInit can load a copy of the copy.
static int own_path(char *path, size_t size) {
	int found = cudasim_mapped_path((uintptr_t)own_path, path, size);
	Dl_info info;
	if (!found && dladdr((void *)own_path, &info) && info.dli_fname && info.dli_fname[0] == '/') {
		snprintf(path, size, "%s", info.dli_fname);
		found = 1;
	}
	return found;
}

// load_fresh_copy loads a copy of this library's file under another name
// (the loader would hand back this very object for the same file) and looks
// up every entry point in it.
static void load_fresh_copy(void) {
	char path[4096], copy[64];
	const char *why = "cannot find its own file";
	void *h = NULL;
	if (own_path(path, sizeof path)) {
		int in = open(path, O_RDONLY | O_CLOEXEC), out = memfd_create("libcuda.so.1", MFD_CLOEXEC);
		struct stat st;
		why = "cannot copy its own file";
		if (in >= 0 && out >= 0 && fstat(in, &st) == 0) {
			off_t off = 0;
			while (off < st.st_size && sendfile(out, in, &off, st.st_size - off) > 0) {
			}
			snprintf(copy, sizeof copy, "/proc/self/fd/%d", out);
			if (off == st.st_size && !(h = dlopen(copy, RTLD_NOW | RTLD_LOCAL))) why = dlerror();
		}
		if (in >= 0) close(in);
		if (out >= 0 && !h) close(out);
	}
	if (!h) {
		fprintf(stderr, "cudasim: a child forked before cuInit could not load its own driver (%s); "
		                "every call answers CUDA_ERROR_OPERATING_SYSTEM\n", why);
		return;
	}
	for (int i = 0; i < cudasim_nsyms && i < FRESH_STUBS; i++) fresh_fn[i] = dlsym(h, cudasim_sym_name[i]);
}

static CUresult fresh_copy_missing(void) { return 304; } // CUDA_ERROR_OPERATING_SYSTEM

void *cudasim_fresh_entry(int idx) {
	pthread_once(&fresh_once, load_fresh_copy);
	void *f = idx >= 0 && idx < FRESH_STUBS ? fresh_fn[idx] : NULL;
	return f ? f : (void *)fresh_copy_missing;
}

// fresh_stub is entry point i's target in a child forked before cuInit.
static void *fresh_stub(int i) { return (void *)(cudasim_fresh_stubs + FRESH_STUB_SIZE * i); }

// before_fork: only a copy whose runtime is live may be asked (a child's
// own children fork from the C answers or the fresh copy).
static void before_fork(void) {
	if (!__atomic_load_n(&superseded, __ATOMIC_ACQUIRE) && !__atomic_load_n(&cudasim_unusable, __ATOMIC_ACQUIRE))
		cudasimForkPrepare();
}

static void child_after_fork(void) {
	if (__atomic_load_n(&superseded, __ATOMIC_ACQUIRE)) return; // entry points already lead to the fresh copy
	if (__atomic_load_n(&fork_initialised, __ATOMIC_ACQUIRE)) {
		__atomic_store_n(&cudasim_unusable, 1, __ATOMIC_RELEASE);
		if (rewrite_entries(c_answer)) return;
	} else if (cudasim_nsyms <= FRESH_STUBS && rewrite_entries(fresh_stub)) {
		__atomic_store_n(&superseded, 1, __ATOMIC_RELEASE);
		return;
	}
	__atomic_store_n(&cudasim_forked, 1, __ATOMIC_RELEASE);
}

void cudasim_watch_fork(void) { pthread_atfork(before_fork, NULL, child_after_fork); }

// The handlers are registered when the library is loaded, before the
// program's main: Go's initialisation (main.go's init) runs on a thread of
// its own, and a child forked before it had ended had no handlers and a
// runtime half started, and hung at its first call (the parent had called
// nothing yet). before_fork's call into Go waits for that initialisation.
__attribute__((constructor)) static void watch_fork_at_load(void) { cudasim_watch_fork(); }

int cudasim_take_forked(void) { return __atomic_exchange_n(&cudasim_forked, 0, __ATOMIC_ACQ_REL); }

void cudasim_set_unusable(void) { __atomic_store_n(&cudasim_unusable, 1, __ATOMIC_RELEASE); }

int cudasim_child_out_of_go(void) {
	return __atomic_load_n(&cudasim_unusable, __ATOMIC_ACQUIRE) || __atomic_load_n(&superseded, __ATOMIC_ACQUIRE);
}

// in_forked_child_without_go: the process is a forked child that has not
// entered Go since the fork, or whose driver is unusable; its exit handlers
// leave Go alone (the parent's pending printf output is the parent's).
static int in_forked_child_without_go(void) {
	return __atomic_load_n(&cudasim_forked, __ATOMIC_ACQUIRE) || __atomic_load_n(&cudasim_unusable, __ATOMIC_ACQUIRE) ||
	       __atomic_load_n(&superseded, __ATOMIC_ACQUIRE);
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


static void process_exit(void) {
	if (!in_forked_child_without_go()) cudasimProcessExit();
}
void cudasim_shutdown_at_exit(void) { atexit(process_exit); }

void cudasim_host_fn(void *fn, void *data) { ((void (*)(void *))fn)(data); }

size_t cudasim_b2d(void *fn, int blockSize) { return ((size_t (*)(int))fn)(blockSize); }

void cudasim_log_cb(void *fn, void *data, int level, char *message, size_t length) {
	((void (*)(void *, int, char *, size_t))fn)(data, level, message, length);
}

void cudasim_stream_cb(void *fn, uintptr_t stream, CUresult status, void *data) {
	((void (*)(uintptr_t, CUresult, void *))fn)(stream, status, data);
}

extern const ElfW(Ehdr) __ehdr_start __attribute__((weak, visibility("hidden"))); // the linker's: this object's header

// cudasim_build_id copies this library's Go build ID (the note the Go linker
// writes, owner "Go" and two NULs, type 4, in a PT_NOTE segment loaded with the ELF
// header) into buf, NUL-terminated; 0 when it is not found. The Go build ID
// changes with any source, flag or toolchain of the build: it names the
// build for the lowering cache.
int cudasim_build_id(char *buf, size_t size) {
	const unsigned char *base = (const void *)&__ehdr_start;
	Dl_info info;
	if (!base) { // a linker that does not define it: dladdr searches the symbol tables (about 50,000 instructions)
		if (!dladdr((void *)cudasim_build_id, &info) || !info.dli_fbase) return 0;
		base = info.dli_fbase;
	}
	const ElfW(Ehdr) *eh = (const void *)base;
	if (memcmp(eh->e_ident, ELFMAG, SELFMAG) != 0 || eh->e_phentsize != sizeof(ElfW(Phdr))) return 0;
	const ElfW(Phdr) *ph = (const void *)(base + eh->e_phoff);
	uintptr_t bias = 0; // what the loader added to the file's addresses: base less the header's own address
	int mapped = 0;
	for (int i = 0; i < eh->e_phnum; i++) {
		if (ph[i].p_type == PT_LOAD && ph[i].p_offset == 0) {
			bias = (uintptr_t)base - ph[i].p_vaddr;
			mapped = 1;
			break;
		}
	}
	if (!mapped) return 0;
	for (int i = 0; i < eh->e_phnum; i++) {
		if (ph[i].p_type != PT_NOTE) continue;
		const unsigned char *p = (const unsigned char *)(bias + ph[i].p_vaddr), *end = p + ph[i].p_memsz;
		while (p + sizeof(ElfW(Nhdr)) <= end) {
			const ElfW(Nhdr) *n = (const void *)p;
			const unsigned char *name = p + sizeof *n, *desc = name + ((n->n_namesz + 3) & ~3u);
			const unsigned char *next = desc + ((n->n_descsz + 3) & ~3u);
			if (next > end) break;
			if (n->n_type == 4 && n->n_namesz == 4 && memcmp(name, "Go\0\0", 4) == 0 && n->n_descsz > 0 && n->n_descsz < size) {
				memcpy(buf, desc, n->n_descsz);
				buf[n->n_descsz] = 0;
				return 1;
			}
			p = next;
		}
	}
	return 0;
}
