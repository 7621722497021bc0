// The common tail of the stubs in zstubs_amd64.S. A stub enters with the
// entry point's index in %eax and the caller's arguments untouched; this
// asks cudasim_unknown_target for the real driver's entry point (recording)
// and jumps there with the arguments restored, or returns what
// cudasim_unsupported(index) returns.

	.text
	.globl	cudasim_unknown_entry
	.hidden	cudasim_unknown_entry
	.type	cudasim_unknown_entry,@function
cudasim_unknown_entry:
	pushq	%rbp
	movq	%rsp, %rbp
	subq	$192, %rsp
	movq	%rdi, 0(%rsp)
	movq	%rsi, 8(%rsp)
	movq	%rdx, 16(%rsp)
	movq	%rcx, 24(%rsp)
	movq	%r8, 32(%rsp)
	movq	%r9, 40(%rsp)
	movdqu	%xmm0, 48(%rsp)
	movdqu	%xmm1, 64(%rsp)
	movdqu	%xmm2, 80(%rsp)
	movdqu	%xmm3, 96(%rsp)
	movdqu	%xmm4, 112(%rsp)
	movdqu	%xmm5, 128(%rsp)
	movdqu	%xmm6, 144(%rsp)
	movdqu	%xmm7, 160(%rsp)
	movl	%eax, 176(%rsp)
	movl	%eax, %edi
	call	cudasim_unknown_target@PLT
	movq	%rax, %r11
	movl	176(%rsp), %r10d
	movq	0(%rsp), %rdi
	movq	8(%rsp), %rsi
	movq	16(%rsp), %rdx
	movq	24(%rsp), %rcx
	movq	32(%rsp), %r8
	movq	40(%rsp), %r9
	movdqu	48(%rsp), %xmm0
	movdqu	64(%rsp), %xmm1
	movdqu	80(%rsp), %xmm2
	movdqu	96(%rsp), %xmm3
	movdqu	112(%rsp), %xmm4
	movdqu	128(%rsp), %xmm5
	movdqu	144(%rsp), %xmm6
	movdqu	160(%rsp), %xmm7
	leave
	testq	%r11, %r11
	jz	1f
	jmp	*%r11
1:
	movl	%r10d, %edi
	jmp	cudasim_unsupported@PLT
	.size	cudasim_unknown_entry, .-cudasim_unknown_entry

	.section	.note.GNU-stack,"",@progbits
