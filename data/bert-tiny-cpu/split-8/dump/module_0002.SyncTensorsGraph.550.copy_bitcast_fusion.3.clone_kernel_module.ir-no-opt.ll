; ModuleID = '__compute_module_copy_bitcast_fusion.3.clone_kernel_module'
source_filename = "__compute_module_copy_bitcast_fusion.3.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @copy_bitcast_fusion.3.clone(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !6
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
  call void @copy_bitcast_fusion.3.clone_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, i64 %15, i64 %17, i64 %19)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @copy_bitcast_fusion.3.clone_wrapped(ptr noalias align 64 dereferenceable(512) %0, ptr noalias align 64 dereferenceable(524288) %1, ptr noalias align 64 dereferenceable(4) %2, ptr noalias align 64 dereferenceable(524288) %3, i64 %4, i64 %5, i64 %6) #1 {
  %8 = icmp sge i64 %4, 0
  %9 = icmp sle i64 %4, 1
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %55

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x float], ptr %2, i32 0, i32 0
  %13 = load float, ptr %12, align 4, !invariant.load !3, !noalias !7
  %14 = mul nsw i64 %4, 65536
  br label %15

15:                                               ; preds = %52, %11
  %16 = phi i64 [ %53, %52 ], [ 0, %11 ]
  %17 = icmp slt i64 %16, 8
  br i1 %17, label %18, label %54

18:                                               ; preds = %15
  %19 = urem i64 %16, 2
  %20 = mul nsw i64 %19, 64
  %21 = add nsw i64 %14, %20
  %22 = udiv i64 %16, 2
  %23 = mul nsw i64 %22, 16384
  %24 = add nsw i64 %21, %23
  %25 = mul nsw i64 %16, 8192
  %26 = add nsw i64 %14, %25
  br label %27

27:                                               ; preds = %50, %18
  %28 = phi i64 [ %51, %50 ], [ 0, %18 ]
  %29 = icmp slt i64 %28, 64
  br i1 %29, label %30, label %52

30:                                               ; preds = %27
  %31 = add nsw i64 %20, %28
  %32 = getelementptr inbounds [128 x float], ptr %0, i32 0, i64 %31
  %33 = load float, ptr %32, align 4, !invariant.load !3, !noalias !7
  %34 = add nsw i64 %24, %28
  %35 = mul nsw i64 %28, 128
  %36 = add nsw i64 %26, %35
  br label %37

37:                                               ; preds = %40, %30
  %38 = phi i64 [ %49, %40 ], [ 0, %30 ]
  %39 = icmp slt i64 %38, 128
  br i1 %39, label %40, label %50

40:                                               ; preds = %37
  %41 = mul nsw i64 %38, 128
  %42 = add nsw i64 %34, %41
  %43 = getelementptr inbounds [131072 x float], ptr %1, i32 0, i64 %42
  %44 = load float, ptr %43, align 4, !invariant.load !3, !noalias !7
  %45 = fadd float %44, %33
  %46 = fmul float %45, %13
  %47 = add nsw i64 %36, %38
  %48 = getelementptr inbounds [131072 x float], ptr %3, i32 0, i64 %47
  store float %46, ptr %48, align 4, !alias.scope !7
  %49 = add i64 %38, 1
  br label %37

50:                                               ; preds = %37
  %51 = add i64 %28, 1
  br label %27

52:                                               ; preds = %27
  %53 = add i64 %16, 1
  br label %15

54:                                               ; preds = %15
  br label %55

55:                                               ; preds = %54, %7
  ret void
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 1}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 512}
!5 = !{i64 524288}
!6 = !{i64 4}
!7 = !{!8}
!8 = distinct !{!8, !9, !"xla.slice_index=3"}
!9 = distinct !{!9}
