// The private export tables that cuGetExportTable hands out: what NVIDIA's
// CUDA runtime (cudart) needs of a driver before it will run a program.
// Layouts are those of driver 580 (docs/cudart.md): a first word holding
// the table's size in bytes, then function pointers. Slots the runtime uses
// call into Go (api_runtime.go), where package driver decides; the others
// answer CUDA_ERROR_NOT_SUPPORTED and say so once.
//
// The tables and the integrity function live at fixed addresses for the
// life of the process: the integrity answer hashes them.

#define _GNU_SOURCE
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cudasim.h"
#include "_cgo_export.h"

#define SIZE_WORD(n) ((void *)(uintptr_t)((n) * sizeof(void *)))

// --- slots not implemented ---

static unsigned char slot_reported[8][64];

static CUresult unimplemented(int table, int slot) {
	if (table >= 0 && table < 8 && slot >= 0 && slot < 64 &&
	    !__atomic_exchange_n(&slot_reported[table][slot], 1, __ATOMIC_RELAXED))
		cudasimUnimplementedSlot(table, slot);
	return 801;
}

// One function per unimplemented slot, so that a call says which it was.
#define UNIMPLEMENTED(t, s) \
	static CUresult unimpl_##t##_##s(void) { return unimplemented(t, s); }

enum { T_RUNTIME, T_HOOKS, T_TLS, T_CLS, T_INTEGRITY, T_CHECKS, T_ERRLOG };

// --- CUDART_INTERFACE (6bd5fb6c-5bf4-e74a-8987-d93912fd9df9) ---

static CUresult rt_module_from_wrapper(uintptr_t *out, const void *wrapper) {
	return cudasimRuntimeModuleLoad(out, (void *)wrapper);
}
static CUresult rt_primary_ctx(uintptr_t *out, CUdevice dev) { return cudasimRuntimePrimaryCtx(out, dev); }
static CUresult rt_module_from_wrapper_ex(uintptr_t *out, const void *wrapper, void *a, void *b, int c) {
	(void)a, (void)b, (void)c;
	return cudasimRuntimeModuleLoad(out, (void *)wrapper);
}
// Called once per fatbin at __cudaUnregisterFatBinary; the runtime ignores
// the answer and unloads its modules itself.
static CUresult rt_unregister_fatbin(const void *wrapper) {
	(void)wrapper;
	return 0;
}
static CUresult rt_module_from_fatbin(const void *fatbin, uintptr_t *out) {
	return cudasimRuntimeModuleLoadFatbin(out, (void *)fatbin);
}
UNIMPLEMENTED(0, 3)
UNIMPLEMENTED(0, 4)
UNIMPLEMENTED(0, 5)
UNIMPLEMENTED(0, 9)
UNIMPLEMENTED(0, 11)
UNIMPLEMENTED(0, 12)

static void *runtime_table[13] = {
	SIZE_WORD(13),
	(void *)rt_module_from_wrapper,
	(void *)rt_primary_ctx,
	(void *)unimpl_0_3,
	(void *)unimpl_0_4,
	(void *)unimpl_0_5,
	(void *)rt_module_from_wrapper_ex,
	(void *)rt_unregister_fatbin,
	(void *)rt_module_from_fatbin,
	(void *)unimpl_0_9,
	NULL, // NULL in driver 580 too
	(void *)unimpl_0_11,
	(void *)unimpl_0_12,
};

// --- TOOLS_RUNTIME_CALLBACK_HOOKS (a094798c-2e74-2e74-93f2-0800200c0a66) ---

// Driver-owned buffers the runtime is handed at start-up (tool callback
// switches, as far as is known); zeroed, as the real driver's read.
static uint64_t hooks_buffer_2[1024];
static uint64_t hooks_buffer_6[1024];

static CUresult hooks_2(void **p, size_t *n) {
	if (p) *p = hooks_buffer_2;
	if (n) *n = 1024;
	return 0;
}
static CUresult hooks_6(void **p, size_t *n) {
	if (p) *p = hooks_buffer_6;
	if (n) *n = 14;
	return 0;
}
UNIMPLEMENTED(1, 1)
UNIMPLEMENTED(1, 3)
UNIMPLEMENTED(1, 4)
UNIMPLEMENTED(1, 5)

static void *hooks_table[7] = {
	SIZE_WORD(7), (void *)unimpl_1_1, (void *)hooks_2, (void *)unimpl_1_3,
	(void *)unimpl_1_4, (void *)unimpl_1_5, (void *)hooks_6,
};

// --- TOOLS_TLS (42d85a81-23f6-cb47-8298-f6e78a3aecdc): asked for, never called ---

UNIMPLEMENTED(2, 1)
UNIMPLEMENTED(2, 2)

static void *tls_table[3] = {SIZE_WORD(3), (void *)unimpl_2_1, (void *)unimpl_2_2};

// --- CONTEXT_LOCAL_STORAGE_V0301 (c693336e-1121-df11-a8c3-68f355d89593) ---
// No size word: three functions and a NULL.

static CUresult cls_put(uintptr_t ctx, void *key, void *value, void *dtor) {
	return cudasimRuntimeLocalPut(ctx, key, value, dtor);
}
static CUresult cls_delete(uintptr_t ctx, void *key) { return cudasimRuntimeLocalDelete(ctx, key); }
static CUresult cls_get(void **value, uintptr_t ctx, void *key) { return cudasimRuntimeLocalGet(value, ctx, key); }

static void *cls_table[4] = {(void *)cls_put, (void *)cls_delete, (void *)cls_get, NULL};

void cudasim_cls_destroy(void *dtor, uintptr_t ctx, uintptr_t key, uintptr_t value) {
	((void (*)(uintptr_t, uintptr_t, uintptr_t))dtor)(ctx, key, value);
}

// --- INTEGRITY_CHECK (d4082055-bde6-704b-8d34-ba123c66e1f2) ---

static CUresult integrity_check(uint32_t version, uint64_t unix_seconds, uint64_t out[2]);
UNIMPLEMENTED(4, 2)

static void *integrity_table[3] = {SIZE_WORD(3), (void *)integrity_check, (void *)unimpl_4_2};

static CUresult integrity_check(uint32_t version, uint64_t unix_seconds, uint64_t out[2]) {
	if (!out) return 1;
	return cudasimRuntimeIntegrity(version, unix_seconds, out, (uint32_t)getpid(), (uint32_t)(uintptr_t)pthread_self(),
	                               (uint64_t)(uintptr_t)runtime_table, (uint64_t)(uintptr_t)integrity_table,
	                               (uint64_t)(uintptr_t)integrity_table[1]);
}

// --- CONTEXT_CHECKS (263e8860-7cd2-6143-92f6-bbd5006dfa7e): CUDA 13's runtime needs it ---

// Called at each context activation with the context; the real driver
// writes 0 to *out.
static CUresult checks_2(CUcontext ctx, uint32_t *out, void **out2) {
	(void)ctx, (void)out2;
	if (out) *out = 0;
	return 0;
}
// Called once at start-up with pointers; the real driver returns 0.
static CUresult checks_3(void) { return 0; }
UNIMPLEMENTED(5, 1)
UNIMPLEMENTED(5, 4)
UNIMPLEMENTED(5, 5)
UNIMPLEMENTED(5, 6)
UNIMPLEMENTED(5, 7)
UNIMPLEMENTED(5, 8)
UNIMPLEMENTED(5, 9)
UNIMPLEMENTED(5, 10)
UNIMPLEMENTED(5, 11)
UNIMPLEMENTED(5, 12)
UNIMPLEMENTED(5, 13)
UNIMPLEMENTED(5, 14)

static void *checks_table[15] = {
	SIZE_WORD(15),      (void *)unimpl_5_1,  (void *)checks_2,    (void *)checks_3,    (void *)unimpl_5_4,
	(void *)unimpl_5_5,  (void *)unimpl_5_6,  (void *)unimpl_5_7,  (void *)unimpl_5_8,  (void *)unimpl_5_9,
	(void *)unimpl_5_10, (void *)unimpl_5_11, (void *)unimpl_5_12, (void *)unimpl_5_13, (void *)unimpl_5_14,
};

// --- f8cff951-2146-8b4e-b9e2-fb469e7c0dd9: the runtime's way into the driver's error log ---

static CUresult errlog_1(const char *component, int level, const char *format, va_list ap) {
	char msg[1024];
	(void)level;
	vsnprintf(msg, sizeof msg, format ? format : "", ap);
	cudasimRuntimeLog((char *)(component ? component : "?"), msg);
	return 0;
}
UNIMPLEMENTED(6, 2)

static void *errlog_table[3] = {SIZE_WORD(3), (void *)errlog_1, (void *)unimpl_6_2};

// --- lookup ---

static const struct {
	unsigned char uuid[16];
	void **table;
	const char *name;
} export_tables[] = {
	{{0x6b, 0xd5, 0xfb, 0x6c, 0x5b, 0xf4, 0xe7, 0x4a, 0x89, 0x87, 0xd9, 0x39, 0x12, 0xfd, 0x9d, 0xf9}, runtime_table, "CUDART_INTERFACE"},
	{{0xa0, 0x94, 0x79, 0x8c, 0x2e, 0x74, 0x2e, 0x74, 0x93, 0xf2, 0x08, 0x00, 0x20, 0x0c, 0x0a, 0x66}, hooks_table, "TOOLS_RUNTIME_CALLBACK_HOOKS"},
	{{0x42, 0xd8, 0x5a, 0x81, 0x23, 0xf6, 0xcb, 0x47, 0x82, 0x98, 0xf6, 0xe7, 0x8a, 0x3a, 0xec, 0xdc}, tls_table, "TOOLS_TLS"},
	{{0xc6, 0x93, 0x33, 0x6e, 0x11, 0x21, 0xdf, 0x11, 0xa8, 0xc3, 0x68, 0xf3, 0x55, 0xd8, 0x95, 0x93}, cls_table, "CONTEXT_LOCAL_STORAGE_V0301"},
	{{0xd4, 0x08, 0x20, 0x55, 0xbd, 0xe6, 0x70, 0x4b, 0x8d, 0x34, 0xba, 0x12, 0x3c, 0x66, 0xe1, 0xf2}, integrity_table, "INTEGRITY_CHECK"},
	{{0x26, 0x3e, 0x88, 0x60, 0x7c, 0xd2, 0x61, 0x43, 0x92, 0xf6, 0xbb, 0xd5, 0x00, 0x6d, 0xfa, 0x7e}, checks_table, "CONTEXT_CHECKS"},
	{{0xf8, 0xcf, 0xf9, 0x51, 0x21, 0x46, 0x8b, 0x4e, 0xb9, 0xe2, 0xfb, 0x46, 0x9e, 0x7c, 0x0d, 0xd9}, errlog_table, "ERROR_LOG"},
};

enum { n_export_tables = sizeof export_tables / sizeof export_tables[0] };

int cudasim_export_table(const void *uuid, const void **table, const char **name) {
	for (int i = 0; i < n_export_tables; i++) {
		if (memcmp(export_tables[i].uuid, uuid, 16) == 0) {
			*table = export_tables[i].table;
			*name = export_tables[i].name;
			return 1;
		}
	}
	return 0;
}

const char *cudasim_export_table_name(int i) {
	static const char *names[] = {"CUDART_INTERFACE", "TOOLS_RUNTIME_CALLBACK_HOOKS", "TOOLS_TLS",
	                              "CONTEXT_LOCAL_STORAGE_V0301", "INTEGRITY_CHECK", "CONTEXT_CHECKS", "ERROR_LOG"};
	return i >= 0 && i < 7 ? names[i] : "?";
}

// --- recording a real driver ---
//
// The recorder hands the program the real driver's tables, so that the
// integrity answer (which hashes their addresses) stays the real driver's.
// To see the runtime's private context and module calls it patches
// CUDART_INTERFACE slots 1, 2 and 6 in place, as an interposer would, with
// functions that call the real slot and then record the call. INTEGRITY_CHECK
// is left alone.

#include <sys/mman.h>

static void *real_runtime_slot[13];

static CUresult rec_rt_module(uintptr_t *out, const void *wrapper) {
	CUresult r = ((CUresult(*)(uintptr_t *, const void *))real_runtime_slot[1])(out, wrapper);
	cudasimRecordRuntimeModule(r, out ? *out : 0, (void *)wrapper);
	return r;
}
static CUresult rec_rt_primary_ctx(uintptr_t *out, int dev) {
	CUresult r = ((CUresult(*)(uintptr_t *, int))real_runtime_slot[2])(out, dev);
	cudasimRecordRuntimePrimaryCtx(r, out ? *out : 0, dev);
	return r;
}
static CUresult rec_rt_module_ex(uintptr_t *out, const void *wrapper, void *a, void *b, int c) {
	CUresult r = ((CUresult(*)(uintptr_t *, const void *, void *, void *, int))real_runtime_slot[6])(out, wrapper, a, b, c);
	cudasimRecordRuntimeModule(r, out ? *out : 0, (void *)wrapper);
	return r;
}

// cudasim_patch_runtime_table patches a real CUDART_INTERFACE table once;
// it returns 0, or -1 if its memory could not be made writable.
int cudasim_patch_runtime_table(void **table) {
	static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
	static void **patched;
	int ret = 0;
	pthread_mutex_lock(&mu);
	if (patched == table || (uintptr_t)table[0] < 7 * sizeof(void *)) goto out;
	long page = sysconf(_SC_PAGESIZE);
	uintptr_t start = (uintptr_t)table & ~(uintptr_t)(page - 1);
	size_t len = (uintptr_t)(table + 7) - start;
	if (mprotect((void *)start, len, PROT_READ | PROT_WRITE) != 0) {
		ret = -1;
		goto out;
	}
	memcpy(real_runtime_slot, table, 7 * sizeof(void *));
	if (table[1]) table[1] = (void *)rec_rt_module;
	if (table[2]) table[2] = (void *)rec_rt_primary_ctx;
	if (table[6]) table[6] = (void *)rec_rt_module_ex;
	mprotect((void *)start, len, PROT_READ);
	patched = table;
out:
	pthread_mutex_unlock(&mu);
	return ret;
}
