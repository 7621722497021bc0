// Package bounded reads files and lines without reading forever: a device
// such as /dev/zero, a FIFO or a runaway file given where cudasim expects
// a trace, a case file or data must end in an error, not in the process
// running out of memory.
package bounded

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
)

// ErrTooLarge is wrapped by the errors of input over its bound.
var ErrTooLarge = errors.New("too large")

// ReadFile reads the regular file at path, failing with an error that
// wraps ErrTooLarge when it holds more than max bytes; anything else (a
// device such as /dev/zero, a pipe) is an error.
func ReadFile(path string, max int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// A device or a pipe has no size to check and may never end: what
	// cudasim reads whole is always a file.
	if st, err := f.Stat(); err != nil {
		return nil, err
	} else if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file (%v)", path, st.Mode().Type())
	} else if st.Size() > max {
		return nil, fmt.Errorf("%s: %d bytes, more than %d: %w", path, st.Size(), max, ErrTooLarge)
	}
	b, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > max {
		return nil, fmt.Errorf("%s: more than %d bytes: %w", path, max, ErrTooLarge)
	}
	return b, nil
}

// Reader returns r, failing with an error that wraps ErrTooLarge once more
// than max bytes were read through it.
func Reader(r io.Reader, max int64, what string) io.Reader {
	return &limited{r: r, left: max, max: max, what: what}
}

type limited struct {
	r         io.Reader
	left, max int64
	what      string
}

func (l *limited) Read(p []byte) (int, error) {
	if l.left < 0 {
		return 0, fmt.Errorf("%s: more than %d bytes: %w", l.what, l.max, ErrTooLarge)
	}
	if int64(len(p)) > l.left+1 {
		p = p[:l.left+1]
	}
	n, err := l.r.Read(p)
	l.left -= int64(n)
	if l.left < 0 {
		return n, fmt.Errorf("%s: more than %d bytes: %w", l.what, l.max, ErrTooLarge)
	}
	return n, err
}

// Line reads one line through br, its end of line included, failing with
// an error that wraps ErrTooLarge when the line is longer than max bytes.
// At the end of the input it returns what is left and io.EOF.
func Line(br *bufio.Reader, max int) (string, error) {
	var line []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(line)+len(chunk) > max {
			return "", fmt.Errorf("a line longer than %d bytes: %w", max, ErrTooLarge)
		}
		line = append(line, chunk...)
		if err != bufio.ErrBufferFull {
			return string(line), err
		}
	}
}
