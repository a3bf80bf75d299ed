; ModuleID = '__compute_module_copy_bitcast_fusion.2.clone_kernel_module'
source_filename = "__compute_module_copy_bitcast_fusion.2.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @copy_bitcast_fusion.2.clone(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !4
  %8 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %kernel_dim3, ptr %9, i32 0, i32 0
  %11 = load i64, ptr %10, align 4, !invariant.load !3
  %12 = getelementptr inbounds %kernel_dim3, ptr %9, i32 0, i32 1
  %13 = load i64, ptr %12, align 4, !invariant.load !3
  %14 = getelementptr inbounds %kernel_dim3, ptr %9, i32 0, i32 2
  %15 = load i64, ptr %14, align 4, !invariant.load !3
  call void @copy_bitcast_fusion.2.clone_wrapped(ptr %5, ptr %7, i64 %11, i64 %13, i64 %15)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @copy_bitcast_fusion.2.clone_wrapped(ptr noalias align 64 dereferenceable(524288) %0, ptr noalias align 64 dereferenceable(524288) %1, i64 %2, i64 %3, i64 %4) #1 {
  %6 = icmp sge i64 %2, 0
  %7 = icmp sle i64 %2, 1
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %40

9:                                                ; preds = %5
  %10 = mul nsw i64 %2, 65536
  br label %11

11:                                               ; preds = %37, %9
  %12 = phi i64 [ %38, %37 ], [ 0, %9 ]
  %13 = icmp slt i64 %12, 512
  br i1 %13, label %14, label %39

14:                                               ; preds = %11
  %15 = urem i64 %12, 128
  %16 = mul nsw i64 %15, 64
  %17 = add nsw i64 %10, %16
  %18 = udiv i64 %12, 128
  %19 = mul nsw i64 %18, 16384
  %20 = add nsw i64 %17, %19
  %21 = mul nsw i64 %12, 128
  %22 = add nsw i64 %10, %21
  br label %23

23:                                               ; preds = %26, %14
  %24 = phi i64 [ %36, %26 ], [ 0, %14 ]
  %25 = icmp slt i64 %24, 128
  br i1 %25, label %26, label %37

26:                                               ; preds = %23
  %27 = udiv i64 %24, 64
  %28 = mul nsw i64 %27, 8192
  %29 = add nsw i64 %20, %28
  %30 = urem i64 %24, 64
  %31 = add nsw i64 %29, %30
  %32 = getelementptr inbounds [131072 x float], ptr %0, i32 0, i64 %31
  %33 = load float, ptr %32, align 4, !invariant.load !3, !noalias !5
  %34 = add nsw i64 %22, %24
  %35 = getelementptr inbounds [131072 x float], ptr %1, i32 0, i64 %34
  store float %33, ptr %35, align 4, !alias.scope !5
  %36 = add i64 %24, 1
  br label %23

37:                                               ; preds = %23
  %38 = add i64 %12, 1
  br label %11

39:                                               ; preds = %11
  br label %40

40:                                               ; preds = %39, %5
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
!4 = !{i64 524288}
!5 = !{!6}
!6 = distinct !{!6, !7, !"xla.slice_index=1"}
!7 = distinct !{!7}
