package mem

import "syscall"

// discardPages gives the whole pages of b back to the kernel: they read as
// zeros from now on and cost no memory until touched again.
func discardPages(b []byte) {
	syscall.Madvise(b, syscall.MADV_DONTNEED)
}

// noForkPages keeps the pages of b from a forked child (MADV_DONTFORK).
func noForkPages(b []byte) {
	syscall.Madvise(b, syscall.MADV_DONTFORK)
}
