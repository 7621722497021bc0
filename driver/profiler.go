package driver

// ProfilerStart is cuProfilerStart. cudasim has no profiling tool to attach,
// so it does nothing and succeeds, as the real driver does with no profiler
// attached (measured in testdata/reference/probe3, with a context current).
// With no current context it answers CUDA_ERROR_INVALID_CONTEXT, and a
// context's sticky error as every call in it does: not measured, but the
// driver API reference lists CUDA_ERROR_INVALID_CONTEXT as its one error and
// says it may return errors of earlier asynchronous launches.
func (t *Thread) ProfilerStart() error {
	_, err := t.current()
	return err
}

// ProfilerStop is cuProfilerStop: a no-op that succeeds, like ProfilerStart
// (measured with a context current; without one, not measured, as for
// ProfilerStart).
func (t *Thread) ProfilerStop() error {
	_, err := t.current()
	return err
}
