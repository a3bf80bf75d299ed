; ModuleID = '__compute_module_bitcast_multiply_fusion.4.clone_kernel_module'
source_filename = "__compute_module_bitcast_multiply_fusion.4.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @bitcast_multiply_fusion.4.clone(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !5
  %10 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 3, i32 0
  %11 = load ptr, ptr %10, align 8, !invariant.load !3, !dereferenceable !5
  %12 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 0
  %15 = load i64, ptr %14, align 4, !invariant.load !3
  %16 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 1
  %17 = load i64, ptr %16, align 4, !invariant.load !3
  %18 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 2
  %19 = load i64, ptr %18, align 4, !invariant.load !3
  call void @bitcast_multiply_fusion.4.clone_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, i64 %15, i64 %17, i64 %19)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @bitcast_multiply_fusion.4.clone_wrapped(ptr noalias align 64 dereferenceable(65536) %0, ptr noalias align 64 dereferenceable(524288) %1, ptr noalias align 64 dereferenceable(524288) %2, ptr noalias align 64 dereferenceable(524288) %3, i64 %4, i64 %5, i64 %6) #1 {
  %8 = icmp sge i64 %4, 0
  %9 = icmp sle i64 %4, 1
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %41

11:                                               ; preds = %7
  %12 = mul nsw i64 %4, 65536
  br label %13

13:                                               ; preds = %38, %11
  %14 = phi i64 [ %39, %38 ], [ 0, %11 ]
  %15 = icmp slt i64 %14, 512
  br i1 %15, label %16, label %40

16:                                               ; preds = %13
  %17 = mul nsw i64 %14, 128
  %18 = add nsw i64 %12, %17
  %19 = urem i64 %14, 128
  %20 = mul nsw i64 %19, 128
  br label %21

21:                                               ; preds = %24, %16
  %22 = phi i64 [ %37, %24 ], [ 0, %16 ]
  %23 = icmp slt i64 %22, 128
  br i1 %23, label %24, label %38

24:                                               ; preds = %21
  %25 = add nsw i64 %18, %22
  %26 = getelementptr inbounds [131072 x float], ptr %1, i32 0, i64 %25
  %27 = load float, ptr %26, align 4, !invariant.load !3, !noalias !6
  %28 = getelementptr inbounds [131072 x float], ptr %2, i32 0, i64 %25
  %29 = load float, ptr %28, align 4, !invariant.load !3, !noalias !6
  %30 = fadd float %27, %29
  %31 = add nsw i64 %20, %22
  %32 = getelementptr inbounds [16384 x float], ptr %0, i32 0, i64 %31
  %33 = load float, ptr %32, align 4, !invariant.load !3, !noalias !6
  %34 = fadd float %30, %33
  %35 = fmul float %34, %34
  %36 = getelementptr inbounds [131072 x float], ptr %3, i32 0, i64 %25
  store float %35, ptr %36, align 4, !alias.scope !6
  %37 = add i64 %22, 1
  br label %21

38:                                               ; preds = %21
  %39 = add i64 %14, 1
  br label %13

40:                                               ; preds = %13
  br label %41

41:                                               ; preds = %40, %7
  ret void
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 65536}
!5 = !{i64 524288}
!6 = !{!7}
!7 = distinct !{!7, !8, !"xla.slice_index=3"}
!8 = distinct !{!8}
