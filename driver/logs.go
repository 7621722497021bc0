package driver

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"cudasim/cu"
)

// The error log (cuLogs*, CUDA 12.9): every failing call adds its reason
// lines, where the real driver's were measured, and then "Returning CODE
// (NAME) from SYMBOL", as driver 580 did on the H200
// (testdata/reference/surface25/logs.txt). Each line goes to the
// registered callbacks (level CU_LOG_LEVEL_ERROR, the message alone, on the
// failing thread, before the call returns), to CUDA_LOG_FILE (stdout,
// stderr or a file) and to the buffer cuLogsDumpToMemory and
// cuLogsDumpToFile read, as "[HH:MM:SS.mmm][TID][CUDA][E] message". The
// buffer keeps the newest 100 lines; a CUlogIterator counts lines from the
// first ever logged, and a dump from a line no longer kept (NULL: from the
// first) starts with the H200's roll-over notice. CUDA_ERROR_NOT_INITIALIZED is
// not logged (the H200 logged other failures before cuInit).

// LogLevel is a CUlogLevel.
type LogLevel int32

const (
	LogLevelError   LogLevel = 0 // CU_LOG_LEVEL_ERROR
	LogLevelWarning LogLevel = 1 // CU_LOG_LEVEL_WARNING
)

// LogCallback receives one logged message (a CUlogsCallback, which
// libcuda wraps with its user data).
type LogCallback func(level LogLevel, message string)

// LogCallbackHandle is a CUlogsCallbackHandle.
type LogCallbackHandle uint64

// logTruncated is the line the H200 wrote where the dump buffer could not
// hold every message.
const logTruncated = "The provided buffer is not large enough to hold all messages. Some messages will be missing\n"

// logRolledOver is the line a dump starts with when lines it should hold
// are no longer kept.
const logRolledOver = "Log buffer has rolled over since the previous dump. The oldest messages will be missing"

// logCapacity is how many lines the buffer keeps (the H200 kept the newest
// 100 of 40000).
const logCapacity = 100

type logBook struct {
	mu        sync.Mutex
	first     uint32   // the iterator of lines[0]
	lines     []string // formatted, without the newline
	callbacks []logEntry
	file      *os.File // CUDA_LOG_FILE, or nil
}

type logEntry struct {
	handle LogCallbackHandle
	fn     LogCallback
}

var logsID = registerExtension(func(*Driver) any {
	b := &logBook{}
	switch f := os.Getenv("CUDA_LOG_FILE"); f {
	case "":
	case "stdout":
		b.file = os.Stdout
	case "stderr":
		b.file = os.Stderr
	default:
		if w, err := os.OpenFile(f, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644); err == nil {
			b.file = w
		}
	}
	return b
})

func (d *Driver) logs() *logBook { return d.extension(logsID).(*logBook) }

// logged makes an error whose reason lines, as the real driver logs them,
// are lines.
func logged(code cu.Result, lines ...string) error {
	return &cu.Error{Result: code, Detail: strings.Join(lines, "; "), Cause: cu.DriverLog(strings.Join(lines, "\n"))}
}

// withReason is an error with cudasim's detail whose reason line in the
// error log is the real driver's (measured).
func withReason(code cu.Result, reason, format string, args ...any) error {
	return &cu.Error{Result: code, Detail: fmt.Sprintf(format, args...), Cause: cu.DriverLog(reason)}
}

// addReason gives err the real driver's reason line, if it has none.
func addReason(err error, reason string) error {
	var e *cu.Error
	if errors.As(err, &e) && e.Cause == nil {
		return &cu.Error{Result: e.Result, Detail: e.Detail, Cause: cu.DriverLog(reason)}
	}
	return err
}

// LogFailure logs a call that failed: symbol is the entry point the
// program called (cuMemAlloc_v2), tid the calling thread's pthread_t.
func (t *Thread) LogFailure(symbol string, tid uint64, err error) {
	if err == nil || cu.Code(err) == cu.ErrorNotInitialized {
		return
	}
	var msgs []string
	var dl cu.DriverLog
	if errors.As(err, &dl) {
		msgs = strings.Split(string(dl), "\n")
	}
	code := cu.Code(err)
	msgs = append(msgs, fmt.Sprintf("Returning %d (%s) from %s", int32(code), code.Name(), symbol))
	b := t.d.logs()
	for _, m := range msgs {
		line := fmt.Sprintf("[%s][%d][CUDA][E] %s", time.Now().Format("15:04:05.000"), tid, m)
		b.mu.Lock()
		b.lines = append(b.lines, line)
		if len(b.lines) > logCapacity {
			b.first += uint32(len(b.lines) - logCapacity)
			b.lines = append(b.lines[:0:0], b.lines[len(b.lines)-logCapacity:]...)
		}
		if b.file != nil {
			fmt.Fprintln(b.file, line)
		}
		cbs := append([]logEntry(nil), b.callbacks...)
		b.mu.Unlock()
		for _, c := range cbs { // unlocked: a callback may call the driver
			c.fn(LogLevelError, m)
		}
	}
}

// LogsRegisterCallback is cuLogsRegisterCallback.
func (t *Thread) LogsRegisterCallback(fn LogCallback) (LogCallbackHandle, error) {
	if fn == nil {
		return 0, logged(cu.ErrorInvalidValue, "callbackFunc cannot be NULL")
	}
	b := t.d.logs()
	e := &logEntry{fn: fn}
	e.handle = LogCallbackHandle(t.d.newHandle(e))
	b.mu.Lock()
	b.callbacks = append(b.callbacks, *e)
	b.mu.Unlock()
	return e.handle, nil
}

// LogsUnregisterCallback is cuLogsUnregisterCallback. The H200 crashed
// when a handle was unregistered twice or was never registered; here such
// a handle is CUDA_ERROR_INVALID_VALUE, as NULL is there.
func (t *Thread) LogsUnregisterCallback(h LogCallbackHandle) error {
	b := t.d.logs()
	b.mu.Lock()
	defer b.mu.Unlock()
	if h == 0 {
		return logged(cu.ErrorInvalidValue, "Callback handle cannot be NULL")
	}
	for i, c := range b.callbacks {
		if c.handle == h {
			b.callbacks = append(b.callbacks[:i:i], b.callbacks[i+1:]...)
			t.d.dropHandle(uint64(h), "log callback unregistered")
			return nil
		}
	}
	return cu.Errorf(cu.ErrorInvalidValue, "cuLogsUnregisterCallback: %#x is no registered log callback", uint64(h))
}

// LogsCurrent is cuLogsCurrent: the iterator of the next line. flags is
// not checked (the H200 accepted 1).
func (t *Thread) LogsCurrent(flags uint32) uint32 {
	b := t.d.logs()
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.first + uint32(len(b.lines))
}

// LogsNull is the answer of a logs call given NULL for argument arg
// (iterator_out, buffer, size or pathToFile), with the H200's reason line.
func LogsNull(arg string) error {
	why := map[string]string{
		"iterator_out": "Iterator cannot be NULL",
		"buffer":       "buffer cannot be NULL",
		"size":         "Memory buffer size must be given for log dump",
		"pathToFile":   "pathToFile cannot be NULL",
	}[arg]
	if why == "" {
		why = arg + " cannot be NULL"
	}
	return logged(cu.ErrorInvalidValue, why)
}

// linesFrom is the log from the iterator it on (from the first line if it
// is nil), and the iterator of its end.
func (b *logBook) linesFrom(it *uint32) ([]string, uint32, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	end := b.first + uint32(len(b.lines))
	from := uint32(0)
	if it != nil {
		if *it > end {
			return nil, 0, logged(cu.ErrorInvalidValue, "CUlogIterator is beyond the end of the logs")
		}
		from = *it
	}
	var out []string
	if from < b.first {
		out = append(out, logRolledOver)
		from = b.first
	}
	return append(out, b.lines[from-b.first:]...), end, nil
}

// LogsDumpToMemory is cuLogsDumpToMemory into a buffer of size bytes:
// the lines, each ending in a newline, then a NUL; n is how many bytes of
// text (the NUL not counted) the buffer gets. it, if not nil, is where to
// start and is advanced past what was dumped. flags is not checked (the
// H200 accepted 1). An empty log writes nothing.
func (t *Thread) LogsDumpToMemory(it *uint32, size uint64, flags uint32) (text []byte, err error) {
	lines, end, err := t.d.logs().linesFrom(it)
	if err != nil {
		return nil, err
	}
	var all []byte
	for _, l := range lines {
		all = append(append(all, l...), '\n')
	}
	if len(all) == 0 {
		return nil, nil
	}
	if uint64(len(all)) < size {
		if it != nil {
			*it = end
		}
		return append(all, 0), nil
	}
	// Measured: a buffer too small for every line (100 bytes, the first
	// line 84) gets the notice alone, one too small for the notice gets
	// nothing; the call fails and the iterator stays.
	var out []byte
	if uint64(len(logTruncated)) < size {
		out = append([]byte(logTruncated), 0)
	}
	return out, logged(cu.ErrorInvalidValue, "Provided buffer is not large enough to write any logs to")
}

// LogsDumpToFile is cuLogsDumpToFile: the lines from the iterator on (all
// if it is nil) replace the file's content; it, if not nil, is advanced.
func (t *Thread) LogsDumpToFile(it *uint32, path string, flags uint32) error {
	lines, end, err := t.d.logs().linesFrom(it)
	if err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return logged(cu.ErrorInvalidValue, fmt.Sprintf("Unable to open file at %s for dumping logs", path))
	}
	defer f.Close()
	for _, l := range lines {
		if _, err := fmt.Fprintln(f, l); err != nil {
			return cu.Errorf(cu.ErrorInvalidValue, "cuLogsDumpToFile: %v", err)
		}
	}
	if it != nil {
		*it = end
	}
	return nil
}
