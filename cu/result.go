// Package cu holds the vocabulary every layer of cudasim shares with the real
// driver: CUresult codes with the driver's own names and strings, and an error
// type that carries a code plus a message naming the problem.
//
// Names and strings come from results.tsv, recorded from cuGetErrorName and
// cuGetErrorString on a real H200 (driver 580, CUDA 13.0) by the reference
// run of testdata/reference; it is the repository's only copy of that table.
package cu

import (
	_ "embed"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Result is a CUresult. It implements error so that a bare code can be
// returned and matched with errors.Is; Success is never returned as an error.
type Result int32

//go:embed results.tsv
var resultsTSV string

type resultText struct{ name, text string }

// resultTexts is made on first use: most processes never name a code, and
// parsing the table at package initialisation cost every process's start-up.
var resultTexts = sync.OnceValue(func() map[Result]resultText { return parseResults(resultsTSV) })

func parseResults(tsv string) map[Result]resultText {
	m := make(map[Result]resultText, 128)
	for _, line := range strings.Split(tsv, "\n") {
		f := strings.Split(line, "\t")
		if len(f) < 3 {
			continue
		}
		n, err := strconv.Atoi(f[0])
		if err != nil {
			continue
		}
		m[Result(n)] = resultText{name: f[1], text: f[2]}
	}
	return m
}

// Results lists every code the real driver knows, in increasing order.
func Results() []Result {
	rs := make([]Result, 0, len(resultTexts()))
	for r := range resultTexts() {
		rs = append(rs, r)
	}
	slices.Sort(rs)
	return rs
}

// Known reports whether the real driver knows this code (cuGetErrorName
// succeeds for it).
func (r Result) Known() bool { _, ok := resultTexts()[r]; return ok }

// Name is what cuGetErrorName gives, e.g. "CUDA_ERROR_INVALID_VALUE".
// Codes the driver does not know give "" (the driver answers
// CUDA_ERROR_INVALID_VALUE for them).
func (r Result) Name() string { return resultTexts()[r].name }

// Text is what cuGetErrorString gives, e.g. "invalid argument".
func (r Result) Text() string { return resultTexts()[r].text }

// Error gives the driver's name and string: "CUDA_ERROR_INVALID_VALUE: invalid argument".
func (r Result) Error() string {
	if t, ok := resultTexts()[r]; ok {
		return t.name + ": " + t.text
	}
	return fmt.Sprintf("CUresult %d: unknown error code", int32(r))
}

// Error is a failed call's code together with a message that says what was
// wrong and where (a handle, an offset, a PTX line). errors.Is(err, code)
// matches its code.
type Error struct {
	Result Result
	Detail string
	// Cause, if set, is the error behind this one (a kernel fault's
	// sanitizer report, say), reachable with errors.As.
	Cause error
}

func (e *Error) Error() string {
	if e.Detail == "" {
		return e.Result.Error()
	}
	return e.Result.Error() + ": " + e.Detail
}

// Unwrap exposes the code, so errors.Is(err, cu.ErrorInvalidValue) works,
// and the cause, if any.
func (e *Error) Unwrap() []error {
	if e.Cause != nil {
		return []error{e.Result, e.Cause}
	}
	return []error{e.Result}
}

// Errorf makes an *Error with code r and a formatted detail message.
func Errorf(r Result, format string, args ...any) error {
	return &Error{Result: r, Detail: fmt.Sprintf(format, args...)}
}

// AsMeasured is the Cause of an error that is the real driver's own answer
// (measured), not something cudasim lacks: front ends do not warn of such a
// CUDA_ERROR_NOT_SUPPORTED as a gap.
type AsMeasured struct{}

func (AsMeasured) Error() string { return "as the real driver answers" }

// OutputsKept is the Cause of an error after which the real driver left the
// call's outputs as they were, where the same call writes them when it fails
// for other reasons (internal/surface/surface.txt's failwrites).
type OutputsKept struct{}

func (OutputsKept) Error() string { return "the outputs are left as they were" }

// KeepsOutputs reports whether err is marked OutputsKept.
func KeepsOutputs(err error) bool {
	var k OutputsKept
	return errors.As(err, &k)
}

// DriverLog is the Cause of an error that carries the reason lines the real
// driver writes to its error log (cuLogs*, CUDA_LOG_FILE) for it, one per
// line, where they were measured; driver.Thread.LogFailure adds the
// "Returning" line every failure gets.
type DriverLog string

func (l DriverLog) Error() string { return string(l) }

// IsAsMeasured reports whether err is marked AsMeasured.
func IsAsMeasured(err error) bool {
	var m AsMeasured
	return errors.As(err, &m)
}

// Code extracts the CUresult from err: Success for nil, the carried code for
// a Result or *Error anywhere in the chain, ErrorUnknown for anything else.
func Code(err error) Result {
	if err == nil {
		return Success
	}
	var r Result
	if errors.As(err, &r) {
		return r
	}
	return ErrorUnknown
}

// Detail returns the message part of err beyond the code's own name and
// string, or "" when there is none.
func Detail(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Detail
	}
	return ""
}
