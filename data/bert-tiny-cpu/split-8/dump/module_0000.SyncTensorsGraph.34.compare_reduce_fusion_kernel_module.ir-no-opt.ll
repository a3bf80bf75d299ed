; ModuleID = '__compute_module_compare_reduce_fusion_kernel_module'
source_filename = "__compute_module_compare_reduce_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @compare_reduce_fusion(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !6
  %10 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 3, i32 0
  %11 = load ptr, ptr %10, align 8, !invariant.load !3, !dereferenceable !7
  %12 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 0
  %15 = load i64, ptr %14, align 4, !invariant.load !3
  %16 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 1
  %17 = load i64, ptr %16, align 4, !invariant.load !3
  %18 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 2
  %19 = load i64, ptr %18, align 4, !invariant.load !3
  call void @compare_reduce_fusion_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, i64 %15, i64 %17, i64 %19)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @compare_reduce_fusion_wrapped(ptr noalias align 64 dereferenceable(16) %0, ptr noalias align 64 dereferenceable(8) %1, ptr noalias align 64 dereferenceable(8192) %2, ptr noalias align 64 dereferenceable(1) %3, i64 %4, i64 %5, i64 %6) #1 {
  %8 = getelementptr inbounds [1 x i64], ptr %1, i32 0, i32 0
  %9 = load i64, ptr %8, align 4, !invariant.load !3, !noalias !8
  br label %10

10:                                               ; preds = %35, %7
  %11 = phi i64 [ %36, %35 ], [ 0, %7 ]
  %12 = phi i8 [ %24, %35 ], [ 0, %7 ]
  %13 = icmp slt i64 %11, 2
  br i1 %13, label %14, label %37

14:                                               ; preds = %10
  %15 = getelementptr inbounds [2 x i64], ptr %0, i32 0, i64 %11
  %16 = load i64, ptr %15, align 4, !invariant.load !3, !noalias !8
  %17 = icmp slt i64 %16, 0
  %18 = add i64 %16, %9
  %19 = select i1 %17, i64 %18, i64 %16
  %20 = call i64 @llvm.smin.i64(i64 %19, i64 127)
  %21 = call i64 @llvm.smax.i64(i64 %20, i64 0)
  br label %22

22:                                               ; preds = %26, %14
  %23 = phi i64 [ %34, %26 ], [ 0, %14 ]
  %24 = phi i8 [ %33, %26 ], [ %12, %14 ]
  %25 = icmp slt i64 %23, 8
  br i1 %25, label %26, label %35

26:                                               ; preds = %22
  %27 = mul nsw i64 %23, 128
  %28 = add nsw i64 %21, %27
  %29 = getelementptr inbounds [1024 x i64], ptr %2, i32 0, i64 %28
  %30 = load i64, ptr %29, align 4, !invariant.load !3, !noalias !8
  %31 = icmp eq i64 %30, 0
  %32 = zext i1 %31 to i8
  %33 = or i8 %24, %32
  %34 = add i64 %23, 1
  br label %22

35:                                               ; preds = %22
  %36 = add i64 %11, 1
  br label %10

37:                                               ; preds = %10
  %38 = getelementptr inbounds [1 x i8], ptr %3, i32 0, i32 0
  store i8 %12, ptr %38, align 1, !alias.scope !8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #2

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 16}
!5 = !{i64 8}
!6 = !{i64 8192}
!7 = !{i64 1}
!8 = !{!9}
!9 = distinct !{!9, !10, !"xla.slice_index=3"}
!10 = distinct !{!10}
