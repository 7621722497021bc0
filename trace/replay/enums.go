package replay

import (
	"strings"

	"cudasim/driver"
)

// enums are the cuda.h names a trace may write instead of numbers for
// attributes, limits and flags (values from cuda.h; they are ABI).
var enums = func() map[string]int64 {
	m := map[string]int64{
		"CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK":                0,
		"CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES":                    1,
		"CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES":                     2,
		"CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES":                     3,
		"CU_FUNC_ATTRIBUTE_NUM_REGS":                             4,
		"CU_FUNC_ATTRIBUTE_PTX_VERSION":                          5,
		"CU_FUNC_ATTRIBUTE_BINARY_VERSION":                       6,
		"CU_FUNC_ATTRIBUTE_CACHE_MODE_CA":                        7,
		"CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES":        8,
		"CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT":     9,
		"CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET":             10,
		"CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH":               11,
		"CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT":              12,
		"CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH":               13,
		"CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED":    14,
		"CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE": 15,

		"CU_CTX_SCHED_AUTO":          0x00,
		"CU_CTX_SCHED_SPIN":          0x01,
		"CU_CTX_SCHED_YIELD":         0x02,
		"CU_CTX_SCHED_BLOCKING_SYNC": 0x04,
		"CU_CTX_MAP_HOST":            0x08,
		"CU_CTX_LMEM_RESIZE_TO_MAX":  0x10,

		"CU_STREAM_DEFAULT":       0x0,
		"CU_STREAM_NON_BLOCKING":  0x1,
		"CU_EVENT_DEFAULT":        0x0,
		"CU_EVENT_BLOCKING_SYNC":  0x1,
		"CU_EVENT_DISABLE_TIMING": 0x2,
		"CU_EVENT_INTERPROCESS":   0x4,

		"CU_MEM_ATTACH_GLOBAL":          0x1,
		"CU_MEM_ATTACH_HOST":            0x2,
		"CU_MEM_ATTACH_SINGLE":          0x4,
		"CU_MEMHOSTALLOC_PORTABLE":      0x01,
		"CU_MEMHOSTALLOC_DEVICEMAP":     0x02,
		"CU_MEMHOSTALLOC_WRITECOMBINED": 0x04,

		"CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK":                     int64(driver.P2PAttrPerformanceRank),
		"CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED":                     int64(driver.P2PAttrAccessSupported),
		"CU_DEVICE_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED":              int64(driver.P2PAttrNativeAtomicSupported),
		"CU_DEVICE_P2P_ATTRIBUTE_ACCESS_ACCESS_SUPPORTED":              int64(driver.P2PAttrCudaArrayAccessSupported),
		"CU_DEVICE_P2P_ATTRIBUTE_CUDA_ARRAY_ACCESS_SUPPORTED":          int64(driver.P2PAttrCudaArrayAccessSupported),
		"CU_DEVICE_P2P_ATTRIBUTE_ONLY_PARTIAL_NATIVE_ATOMIC_SUPPORTED": int64(driver.P2PAttrOnlyPartialNativeAtomic),

		"CU_STREAM_LEGACY":     int64(driver.StreamLegacy),
		"CU_STREAM_PER_THREAD": int64(driver.StreamPerThread),
	}
	for l := driver.LimitStackSize; l <= driver.LimitCIGShmemFallbackEnabled; l++ {
		if n := limitName(l); n != "" {
			m["CU_LIMIT_"+n] = int64(l)
		}
	}
	for a := driver.DeviceAttribute(1); a < 256; a++ {
		if n := driver.AttributeName(a); n != "" {
			m["CU_DEVICE_ATTRIBUTE_"+n] = int64(a)
		}
	}
	return m
}()

func limitName(l driver.Limit) string {
	return map[driver.Limit]string{
		driver.LimitStackSize:                    "STACK_SIZE",
		driver.LimitPrintfFifoSize:               "PRINTF_FIFO_SIZE",
		driver.LimitMallocHeapSize:               "MALLOC_HEAP_SIZE",
		driver.LimitDevRuntimeSyncDepth:          "DEV_RUNTIME_SYNC_DEPTH",
		driver.LimitDevRuntimePendingLaunchCount: "DEV_RUNTIME_PENDING_LAUNCH_COUNT",
		driver.LimitMaxL2FetchGranularity:        "MAX_L2_FETCH_GRANULARITY",
		driver.LimitPersistingL2CacheSize:        "PERSISTING_L2_CACHE_SIZE",
		driver.LimitShmemSize:                    "SHMEM_SIZE",
		driver.LimitCIGEnabled:                   "CIG_ENABLED",
		driver.LimitCIGShmemFallbackEnabled:      "CIG_SHMEM_FALLBACK_ENABLED",
	}[l]
}

// enumValue reads a cuda.h constant name, or several joined by '|'.
func enumValue(name string) (int64, bool) {
	var v int64
	for _, part := range strings.Split(name, "|") {
		x, ok := enums[part]
		if !ok {
			return 0, false
		}
		v |= x
	}
	return v, true
}
