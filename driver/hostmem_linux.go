package driver

import "syscall"

// hostMemoryBytes is the machine's physical memory, 0 if unknown.
func hostMemoryBytes() uint64 {
	var si syscall.Sysinfo_t
	if syscall.Sysinfo(&si) != nil {
		return 0
	}
	return uint64(si.Totalram) * uint64(si.Unit)
}
