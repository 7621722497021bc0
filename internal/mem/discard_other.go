//go:build !linux

package mem

// discardPages makes b read as zeros, as the Linux version does by giving
// its pages back (syscall has no madvise here, so the pages stay resident).
func discardPages(b []byte) {
	clear(b)
}

// noForkPages does nothing here: a forked child keeps the pages.
func noForkPages(b []byte) {}
