//go:build !linux

package sim

// sampleThread knows nothing of the thread outside Linux.
func sampleThread() threadSample { return threadSample{cpu: -1, wait: -1, on: -1} }
