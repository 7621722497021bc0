package driver

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"cudasim/cu"
	"cudasim/internal/ctx"
)

// GPU coredump settings (cuCoredumpGetAttribute, ...SetAttribute and their
// Global forms). cudasim keeps and reports them as driver 580 did on the
// H200 (testdata/reference/surface25/coredump.txt) but writes no coredump:
// a kernel's exception ends as it does without them.
//
// Measured: the booleans take exactly 1 byte, the generation flags 4, the
// file and pipe names any size; any other size is CUDA_ERROR_INVALID_VALUE
// and *size is never changed. The attributes 0 and 8 on are
// CUDA_ERROR_INVALID_VALUE, a NULL size too, a NULL value succeeds doing
// nothing. A context has no pipe and no user trigger of its own (its get and
// set are CUDA_ERROR_INVALID_VALUE); the global names have %p, %h and %t
// replaced by the process ID, the host name and the time (Unix seconds)
// when set. A name is read only into a buffer that holds it and its NUL.
// A boolean keeps the byte it was set to; LIGHTWEIGHT set true adds
// CU_COREDUMP_LIGHTWEIGHT_FLAGS to the generation flags. TRIGGER_HOST is
// the generation flags' SKIP_ABORT bit, inverted (true by default; false
// once flags with it were set). Everything else defaults to false, 0 or
// "". The
// process's settings answer before cuInit too; a context's need one current
// (CUDA_ERROR_NOT_INITIALIZED, CUDA_ERROR_INVALID_CONTEXT).

// CoredumpAttr is a CUcoredumpSettings value.
type CoredumpAttr int32

const (
	CoredumpEnableOnException CoredumpAttr = 1 // CU_COREDUMP_ENABLE_ON_EXCEPTION
	CoredumpTriggerHost       CoredumpAttr = 2 // CU_COREDUMP_TRIGGER_HOST
	CoredumpLightweight       CoredumpAttr = 3 // CU_COREDUMP_LIGHTWEIGHT
	CoredumpEnableUserTrigger CoredumpAttr = 4 // CU_COREDUMP_ENABLE_USER_TRIGGER
	CoredumpFile              CoredumpAttr = 5 // CU_COREDUMP_FILE
	CoredumpPipe              CoredumpAttr = 6 // CU_COREDUMP_PIPE
	CoredumpGenerationFlags   CoredumpAttr = 7 // CU_COREDUMP_GENERATION_FLAGS
)

// coredumpSettings is one set of values: the process's or a context's.
type coredumpSettings struct {
	mu    sync.Mutex
	bools [5]byte // by attribute, 1 to 4
	file  string
	pipe  string
	flags uint32
}

func (s *coredumpSettings) Release() {}

func (s *coredumpSettings) clone() *coredumpSettings {
	s.mu.Lock()
	defer s.mu.Unlock()
	return &coredumpSettings{bools: s.bools, file: s.file, pipe: s.pipe, flags: s.flags}
}

var coredumpGlobalID = registerExtension(func(*Driver) any { return &coredumpSettings{} })

// coredumpSkipAbort is CU_COREDUMP_SKIP_ABORT.
const coredumpSkipAbort = 1 << 4

// coredumpLightweightFlags is CU_COREDUMP_LIGHTWEIGHT_FLAGS: no ELF images
// that are not relocated, no global, shared, local or constant bank memory.
const coredumpLightweightFlags = 1<<0 | 1<<1 | 1<<2 | 1<<3 | 1<<5

// coredumpKey is where a context's settings hang: a copy of the process's
// made at the context's first coredump call.
var coredumpKey = ctx.NewKey("coredump settings")

// coredumpOf is the settings a call works on: the process's (global) or
// the current context's; set says the call is a set (for its log line).
func (t *Thread) coredumpOf(global, set bool, attr CoredumpAttr) (*coredumpSettings, error) {
	if attr < CoredumpEnableOnException || attr > CoredumpGenerationFlags {
		return nil, cu.Errorf(cu.ErrorInvalidValue, "coredump attribute %d is no CUcoredumpSettings", attr)
	}
	proc := t.d.extension(coredumpGlobalID).(*coredumpSettings)
	if global {
		return proc, nil
	}
	c, err := t.currentLive()
	if err != nil {
		return nil, err
	}
	if attr == CoredumpPipe || attr == CoredumpEnableUserTrigger {
		reason := fmt.Sprintf("Unknown Coredump attribute %d", attr)
		if set {
			reason = fmt.Sprintf("Coredump settings attribute %d is unknown", attr)
		}
		return nil, withReason(cu.ErrorInvalidValue, reason, "coredump attribute %d is the process's only (cuCoredump*AttributeGlobal)", attr)
	}
	r, err := c.AttachOnce(coredumpKey, func() (ctx.Resource, error) { return proc.clone(), nil })
	if err != nil {
		return nil, err
	}
	return r.(*coredumpSettings), nil
}

// coredumpSize checks the size a call gives for attr's value. A context's
// attributes 2, 3 and 7 log a reason line on the H200, worded so.
func coredumpSize(global bool, attr CoredumpAttr, size uint64) error {
	want := uint64(1)
	switch attr {
	case CoredumpFile, CoredumpPipe:
		return nil
	case CoredumpGenerationFlags:
		want = 4
	}
	if size == want {
		return nil
	}
	err := cu.Errorf(cu.ErrorInvalidValue, "coredump attribute %d takes %d bytes, not %d", attr, want, size)
	switch {
	case global:
	case attr == CoredumpTriggerHost:
		return withReason(cu.ErrorInvalidValue, fmt.Sprintf("Invalid value provided for parameter '*size' on coredump attribute %d. Expected value: %d Given Value: %d", attr, want, size), "%v", err)
	case attr == CoredumpLightweight || attr == CoredumpGenerationFlags:
		return withReason(cu.ErrorInvalidValue, fmt.Sprintf("Invalid value provided for parameter '*size' on attribute %d. Expected value: %d Given Value: %d", attr, want, size), "%v", err)
	}
	return err
}

// CoredumpGetAttribute is cuCoredumpGetAttribute (global false) or
// cuCoredumpGetAttributeGlobal: the value's bytes as the call writes them
// into a buffer of size bytes (a name NUL-padded to size, as the H200
// wrote a 1024-byte buffer full); nothing for a NULL value (valueNull),
// whose size is not checked (measured).
func (t *Thread) CoredumpGetAttribute(global bool, attr CoredumpAttr, size uint64, valueNull bool) ([]byte, error) {
	s, err := t.coredumpOf(global, false, attr)
	if err != nil || valueNull {
		return nil, err
	}
	if err := coredumpSize(global, attr, size); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	switch attr {
	case CoredumpFile, CoredumpPipe:
		v := s.file
		if attr == CoredumpPipe {
			v = s.pipe
		}
		if uint64(len(v)) >= size && size > 0 {
			return nil, cu.Errorf(cu.ErrorInvalidValue, "coredump attribute %d: %d bytes cannot hold %q and its NUL", attr, size, v)
		}
		b := make([]byte, min(size, 1<<20))
		copy(b, v)
		return b, nil
	case CoredumpGenerationFlags:
		f := s.flags
		return []byte{byte(f), byte(f >> 8), byte(f >> 16), byte(f >> 24)}, nil
	}
	if attr == CoredumpTriggerHost {
		if s.flags&coredumpSkipAbort != 0 {
			return []byte{0}, nil
		}
		return []byte{1}, nil
	}
	return []byte{s.bools[attr]}, nil
}

// CoredumpSetAttribute is cuCoredumpSetAttribute (global false) or
// cuCoredumpSetAttributeGlobal; value holds the size bytes the program
// gave, nil for a NULL value (which changes nothing, whatever the size).
func (t *Thread) CoredumpSetAttribute(global bool, attr CoredumpAttr, value []byte, size uint64) error {
	s, err := t.coredumpOf(global, true, attr)
	if err != nil || value == nil {
		return err
	}
	if err := coredumpSize(global, attr, size); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	switch attr {
	case CoredumpFile, CoredumpPipe:
		v := string(value)
		if i := strings.IndexByte(v, 0); i >= 0 {
			v = v[:i]
		}
		if global {
			host, _ := os.Hostname()
			v = strings.NewReplacer("%p", strconv.Itoa(os.Getpid()), "%h", host, "%t", strconv.FormatInt(time.Now().Unix(), 10)).Replace(v)
		}
		if attr == CoredumpFile {
			s.file = v
		} else {
			s.pipe = v
		}
	case CoredumpGenerationFlags:
		s.flags = uint32(value[0]) | uint32(value[1])<<8 | uint32(value[2])<<16 | uint32(value[3])<<24
	case CoredumpTriggerHost:
		if value[0] != 0 {
			s.flags &^= coredumpSkipAbort
		} else {
			s.flags |= coredumpSkipAbort
		}
	default:
		s.bools[attr] = value[0]
		if attr == CoredumpLightweight && value[0] != 0 {
			s.flags |= coredumpLightweightFlags
		}
	}
	return nil
}
