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

// In a forked child that must stay out of Go (support.c, "Fork") the slots
// that would enter it answer CUDA_ERROR_NOT_INITIALIZED, as the entry
// points do there: the runtime of a child forked after cuInit calls them
// at its next call and in its exit handlers, and a Go lock held at the
// fork hung it (envexplore25's life.fork on the H200 host).
#define NOT_IN_CHILD()                                  \
	do {                                                \
		if (cudasim_child_out_of_go()) return 3; \
	} while (0)

// --- slots not implemented ---

static unsigned char slot_reported[9][96];

static CUresult unimplemented(int table, int slot) {
	NOT_IN_CHILD();
	if (table >= 0 && table < 9 && slot >= 0 && slot < 96 &&
	    !__atomic_exchange_n(&slot_reported[table][slot], 1, __ATOMIC_RELAXED))
		cudasimUnimplementedSlot(table, slot);
	return 801;
}

// One function per unimplemented slot, so that a call says which it was.
#define UNIMPLEMENTED(t, s) \
	static CUresult unimpl_##t##_##s(void) { return unimplemented(t, s); }

enum { T_RUNTIME, T_HOOKS, T_TLS, T_CLS, T_INTEGRITY, T_CHECKS, T_ERRLOG, T_LIBRARY, T_1734 };

// --- CUDART_INTERFACE (6bd5fb6c-5bf4-e74a-8987-d93912fd9df9) ---

static CUresult rt_module_from_wrapper(uintptr_t *out, const void *wrapper) {
	NOT_IN_CHILD();
	return cudasimRuntimeModuleLoad(out, (void *)wrapper);
}
static CUresult rt_primary_ctx(uintptr_t *out, CUdevice dev) {
	NOT_IN_CHILD();
	return cudasimRuntimePrimaryCtx(out, dev);
}
static CUresult rt_module_from_wrapper_ex(uintptr_t *out, const void *wrapper, void *a, void *b, int c) {
	(void)a, (void)b, (void)c;
	NOT_IN_CHILD();
	return cudasimRuntimeModuleLoad(out, (void *)wrapper);
}
// Called once per fatbin at __cudaUnregisterFatBinary; the runtime ignores
// the answer and unloads its modules itself.
static CUresult rt_unregister_fatbin(const void *wrapper) {
	(void)wrapper;
	return 0;
}
static CUresult rt_module_from_fatbin(const void *fatbin, uintptr_t *out) {
	NOT_IN_CHILD();
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

// --- TOOLS_TLS (42d85a81-23f6-cb47-8298-f6e78a3aecdc) ---
// cudart asks for it and calls nothing; cuBLAS calls [2] before its
// launches (docs/cublas.md).

// [2] (CUcontext *out): the calling thread's current context, as the H200
// answered cuBLAS.
static CUresult tls_current_ctx(uintptr_t *out) {
	NOT_IN_CHILD();
	return cudasimToolsCurrentCtx(out);
}
UNIMPLEMENTED(2, 1)

static void *tls_table[3] = {SIZE_WORD(3), (void *)unimpl_2_1, (void *)tls_current_ctx};

// --- CONTEXT_LOCAL_STORAGE_V0301 (c693336e-1121-df11-a8c3-68f355d89593) ---
// No size word: three functions and a NULL.

static CUresult cls_put(uintptr_t ctx, void *key, void *value, void *dtor) {
	NOT_IN_CHILD();
	return cudasimRuntimeLocalPut(ctx, key, value, dtor);
}
static CUresult cls_delete(uintptr_t ctx, void *key) {
	NOT_IN_CHILD();
	return cudasimRuntimeLocalDelete(ctx, key);
}
static CUresult cls_get(void **value, uintptr_t ctx, void *key) {
	NOT_IN_CHILD();
	return cudasimRuntimeLocalGet(value, ctx, key);
}

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
	NOT_IN_CHILD();
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
	if (cudasim_child_out_of_go()) return 0; // nothing to log to
	vsnprintf(msg, sizeof msg, format ? format : "", ap);
	cudasimRuntimeLog((char *)(component ? component : "?"), msg);
	return 0;
}
UNIMPLEMENTED(6, 2)

static void *errlog_table[3] = {SIZE_WORD(3), (void *)errlog_1, (void *)unimpl_6_2};

// --- 21318c60-9714-3248-8ca6-41ff7324c8f2: asked for by cuBLAS, unnamed ---
// 93 slots in driver 580, [91] NULL. cuBLAS calls [4], [51] and [39] around
// its launches; what they answer was measured on the H200 with tlsprobe
// (docs/cublas.md).

// [4] (CUcontext ctx, unsigned long long *out): the context's id, as
// cuCtxGetId gives it; 0 for a NULL context.
static CUresult lib_ctx_id(uintptr_t ctx, unsigned long long *out) {
	NOT_IN_CHILD();
	return cudasimLibraryContextId(ctx, out);
}
// [51] (CUcontext ctx, CUstream s, void **out): the stream as [39] takes it.
static CUresult lib_stream(uintptr_t ctx, uintptr_t stream, uintptr_t *out) {
	NOT_IN_CHILD();
	return cudasimLibraryStream(ctx, stream, out);
}
// [39] (CUcontext ctx, stream from [51], unsigned long long *out): the stream's id.
static CUresult lib_stream_id(uintptr_t ctx, uintptr_t stream, unsigned long long *out) {
	NOT_IN_CHILD();
	return cudasimLibraryStreamId(ctx, stream, out);
}
UNIMPLEMENTED(7, 1) UNIMPLEMENTED(7, 2) UNIMPLEMENTED(7, 3) UNIMPLEMENTED(7, 5) UNIMPLEMENTED(7, 6) UNIMPLEMENTED(7, 7)
UNIMPLEMENTED(7, 8) UNIMPLEMENTED(7, 9) UNIMPLEMENTED(7, 10) UNIMPLEMENTED(7, 11) UNIMPLEMENTED(7, 12) UNIMPLEMENTED(7, 13)
UNIMPLEMENTED(7, 14) UNIMPLEMENTED(7, 15) UNIMPLEMENTED(7, 16) UNIMPLEMENTED(7, 17) UNIMPLEMENTED(7, 18) UNIMPLEMENTED(7, 19)
UNIMPLEMENTED(7, 20) UNIMPLEMENTED(7, 21) UNIMPLEMENTED(7, 22) UNIMPLEMENTED(7, 23) UNIMPLEMENTED(7, 24) UNIMPLEMENTED(7, 25)
UNIMPLEMENTED(7, 26) UNIMPLEMENTED(7, 27) UNIMPLEMENTED(7, 28) UNIMPLEMENTED(7, 29) UNIMPLEMENTED(7, 30) UNIMPLEMENTED(7, 31)
UNIMPLEMENTED(7, 32) UNIMPLEMENTED(7, 33) UNIMPLEMENTED(7, 34) UNIMPLEMENTED(7, 35) UNIMPLEMENTED(7, 36) UNIMPLEMENTED(7, 37)
UNIMPLEMENTED(7, 38) UNIMPLEMENTED(7, 40) UNIMPLEMENTED(7, 41) UNIMPLEMENTED(7, 42) UNIMPLEMENTED(7, 43) UNIMPLEMENTED(7, 44)
UNIMPLEMENTED(7, 45) UNIMPLEMENTED(7, 46) UNIMPLEMENTED(7, 47) UNIMPLEMENTED(7, 48) UNIMPLEMENTED(7, 49) UNIMPLEMENTED(7, 50)
UNIMPLEMENTED(7, 52) UNIMPLEMENTED(7, 53) UNIMPLEMENTED(7, 54) UNIMPLEMENTED(7, 55) UNIMPLEMENTED(7, 56) UNIMPLEMENTED(7, 57)
UNIMPLEMENTED(7, 58) UNIMPLEMENTED(7, 59) UNIMPLEMENTED(7, 60) UNIMPLEMENTED(7, 61) UNIMPLEMENTED(7, 62) UNIMPLEMENTED(7, 63)
UNIMPLEMENTED(7, 64) UNIMPLEMENTED(7, 65) UNIMPLEMENTED(7, 66) UNIMPLEMENTED(7, 67) UNIMPLEMENTED(7, 68) UNIMPLEMENTED(7, 69)
UNIMPLEMENTED(7, 70) UNIMPLEMENTED(7, 71) UNIMPLEMENTED(7, 72) UNIMPLEMENTED(7, 73) UNIMPLEMENTED(7, 74) UNIMPLEMENTED(7, 75)
UNIMPLEMENTED(7, 76) UNIMPLEMENTED(7, 77) UNIMPLEMENTED(7, 78) UNIMPLEMENTED(7, 79) UNIMPLEMENTED(7, 80) UNIMPLEMENTED(7, 81)
UNIMPLEMENTED(7, 82) UNIMPLEMENTED(7, 83) UNIMPLEMENTED(7, 84) UNIMPLEMENTED(7, 85) UNIMPLEMENTED(7, 86) UNIMPLEMENTED(7, 87)
UNIMPLEMENTED(7, 88) UNIMPLEMENTED(7, 89) UNIMPLEMENTED(7, 90) UNIMPLEMENTED(7, 92)

// [91] is NULL, as in driver 580.
static void *library_table[93] = {
	[0] = SIZE_WORD(93),
	[1] = (void *)unimpl_7_1, [2] = (void *)unimpl_7_2, [3] = (void *)unimpl_7_3, [4] = (void *)lib_ctx_id,
	[5] = (void *)unimpl_7_5, [6] = (void *)unimpl_7_6, [7] = (void *)unimpl_7_7, [8] = (void *)unimpl_7_8,
	[9] = (void *)unimpl_7_9, [10] = (void *)unimpl_7_10, [11] = (void *)unimpl_7_11, [12] = (void *)unimpl_7_12,
	[13] = (void *)unimpl_7_13, [14] = (void *)unimpl_7_14, [15] = (void *)unimpl_7_15, [16] = (void *)unimpl_7_16,
	[17] = (void *)unimpl_7_17, [18] = (void *)unimpl_7_18, [19] = (void *)unimpl_7_19, [20] = (void *)unimpl_7_20,
	[21] = (void *)unimpl_7_21, [22] = (void *)unimpl_7_22, [23] = (void *)unimpl_7_23, [24] = (void *)unimpl_7_24,
	[25] = (void *)unimpl_7_25, [26] = (void *)unimpl_7_26, [27] = (void *)unimpl_7_27, [28] = (void *)unimpl_7_28,
	[29] = (void *)unimpl_7_29, [30] = (void *)unimpl_7_30, [31] = (void *)unimpl_7_31, [32] = (void *)unimpl_7_32,
	[33] = (void *)unimpl_7_33, [34] = (void *)unimpl_7_34, [35] = (void *)unimpl_7_35, [36] = (void *)unimpl_7_36,
	[37] = (void *)unimpl_7_37, [38] = (void *)unimpl_7_38, [39] = (void *)lib_stream_id, [40] = (void *)unimpl_7_40,
	[41] = (void *)unimpl_7_41, [42] = (void *)unimpl_7_42, [43] = (void *)unimpl_7_43, [44] = (void *)unimpl_7_44,
	[45] = (void *)unimpl_7_45, [46] = (void *)unimpl_7_46, [47] = (void *)unimpl_7_47, [48] = (void *)unimpl_7_48,
	[49] = (void *)unimpl_7_49, [50] = (void *)unimpl_7_50, [51] = (void *)lib_stream, [52] = (void *)unimpl_7_52,
	[53] = (void *)unimpl_7_53, [54] = (void *)unimpl_7_54, [55] = (void *)unimpl_7_55, [56] = (void *)unimpl_7_56,
	[57] = (void *)unimpl_7_57, [58] = (void *)unimpl_7_58, [59] = (void *)unimpl_7_59, [60] = (void *)unimpl_7_60,
	[61] = (void *)unimpl_7_61, [62] = (void *)unimpl_7_62, [63] = (void *)unimpl_7_63, [64] = (void *)unimpl_7_64,
	[65] = (void *)unimpl_7_65, [66] = (void *)unimpl_7_66, [67] = (void *)unimpl_7_67, [68] = (void *)unimpl_7_68,
	[69] = (void *)unimpl_7_69, [70] = (void *)unimpl_7_70, [71] = (void *)unimpl_7_71, [72] = (void *)unimpl_7_72,
	[73] = (void *)unimpl_7_73, [74] = (void *)unimpl_7_74, [75] = (void *)unimpl_7_75, [76] = (void *)unimpl_7_76,
	[77] = (void *)unimpl_7_77, [78] = (void *)unimpl_7_78, [79] = (void *)unimpl_7_79, [80] = (void *)unimpl_7_80,
	[81] = (void *)unimpl_7_81, [82] = (void *)unimpl_7_82, [83] = (void *)unimpl_7_83, [84] = (void *)unimpl_7_84,
	[85] = (void *)unimpl_7_85, [86] = (void *)unimpl_7_86, [87] = (void *)unimpl_7_87, [88] = (void *)unimpl_7_88,
	[89] = (void *)unimpl_7_89, [90] = (void *)unimpl_7_90, [92] = (void *)unimpl_7_92,
};

// --- 1734dc26-800d-4745-8726-c0f1e7dd8bca: asked for by cuBLAS 13, unnamed ---
// 17 slots in driver 580. cuBLAS 13 called [4] and [13] once, before
// loading its first nvjet GEMM kernel (SASS only); what they do is not
// measured, so every slot answers CUDA_ERROR_NOT_SUPPORTED and says so.
UNIMPLEMENTED(8, 1) UNIMPLEMENTED(8, 2) UNIMPLEMENTED(8, 3) UNIMPLEMENTED(8, 4) UNIMPLEMENTED(8, 5) UNIMPLEMENTED(8, 6)
UNIMPLEMENTED(8, 7) UNIMPLEMENTED(8, 8) UNIMPLEMENTED(8, 9) UNIMPLEMENTED(8, 10) UNIMPLEMENTED(8, 11) UNIMPLEMENTED(8, 12)
UNIMPLEMENTED(8, 13) UNIMPLEMENTED(8, 14) UNIMPLEMENTED(8, 15) UNIMPLEMENTED(8, 16)

static void *table_1734[17] = {
	SIZE_WORD(17),      (void *)unimpl_8_1,  (void *)unimpl_8_2,  (void *)unimpl_8_3,  (void *)unimpl_8_4,
	(void *)unimpl_8_5,  (void *)unimpl_8_6,  (void *)unimpl_8_7,  (void *)unimpl_8_8,  (void *)unimpl_8_9,
	(void *)unimpl_8_10, (void *)unimpl_8_11, (void *)unimpl_8_12, (void *)unimpl_8_13, (void *)unimpl_8_14,
	(void *)unimpl_8_15, (void *)unimpl_8_16,
};

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
	{{0x21, 0x31, 0x8c, 0x60, 0x97, 0x14, 0x32, 0x48, 0x8c, 0xa6, 0x41, 0xff, 0x73, 0x24, 0xc8, 0xf2}, library_table, "21318c60 (cuBLAS's)"},
	{{0x17, 0x34, 0xdc, 0x26, 0x80, 0x0d, 0x47, 0x45, 0x87, 0x26, 0xc0, 0xf1, 0xe7, 0xdd, 0x8b, 0xca}, table_1734, "1734dc26 (cuBLAS 13's)"},
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
	                              "CONTEXT_LOCAL_STORAGE_V0301", "INTEGRITY_CHECK", "CONTEXT_CHECKS", "ERROR_LOG",
	                              "21318c60 (cuBLAS's)", "1734dc26 (cuBLAS 13's)"};
	return i >= 0 && i < 9 ? names[i] : "?";
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
