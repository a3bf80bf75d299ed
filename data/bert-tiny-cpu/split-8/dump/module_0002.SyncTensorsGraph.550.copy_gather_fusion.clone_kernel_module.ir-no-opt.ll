; ModuleID = '__compute_module_copy_gather_fusion.clone_kernel_module'
source_filename = "__compute_module_copy_gather_fusion.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @copy_gather_fusion.clone(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !6
  %10 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %kernel_dim3, ptr %11, i32 0, i32 0
  %13 = load i64, ptr %12, align 4, !invariant.load !3
  %14 = getelementptr inbounds %kernel_dim3, ptr %11, i32 0, i32 1
  %15 = load i64, ptr %14, align 4, !invariant.load !3
  %16 = getelementptr inbounds %kernel_dim3, ptr %11, i32 0, i32 2
  %17 = load i64, ptr %16, align 4, !invariant.load !3
  call void @copy_gather_fusion.clone_wrapped(ptr %5, ptr %7, ptr %9, i64 %13, i64 %15, i64 %17)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @copy_gather_fusion.clone_wrapped(ptr noalias align 64 dereferenceable(1024) %0, ptr noalias align 64 dereferenceable(4096) %1, ptr noalias align 64 dereferenceable(524288) %2, i64 %3, i64 %4, i64 %5) #1 {
  %7 = icmp sge i64 %3, 0
  %8 = icmp sle i64 %3, 1
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %38

10:                                               ; preds = %6
  %11 = mul nsw i64 %3, 65536
  br label %12

12:                                               ; preds = %35, %10
  %13 = phi i64 [ %36, %35 ], [ 0, %10 ]
  %14 = icmp slt i64 %13, 512
  br i1 %14, label %15, label %37

15:                                               ; preds = %12
  %16 = urem i64 %13, 128
  %17 = getelementptr inbounds [512 x i64], ptr %1, i32 0, i64 %16
  %18 = load i64, ptr %17, align 4, !invariant.load !3, !noalias !7
  %19 = trunc i64 %18 to i32
  %20 = zext i32 %19 to i64
  %21 = call i64 @llvm.umin.i64(i64 %20, i64 1)
  %22 = mul nsw i64 %21, 128
  %23 = mul nsw i64 %13, 128
  %24 = add nsw i64 %11, %23
  br label %25

25:                                               ; preds = %28, %15
  %26 = phi i64 [ %34, %28 ], [ 0, %15 ]
  %27 = icmp slt i64 %26, 128
  br i1 %27, label %28, label %35

28:                                               ; preds = %25
  %29 = add nsw i64 %22, %26
  %30 = getelementptr inbounds [256 x float], ptr %0, i32 0, i64 %29
  %31 = load float, ptr %30, align 4, !invariant.load !3, !noalias !7
  %32 = add nsw i64 %24, %26
  %33 = getelementptr inbounds [131072 x float], ptr %2, i32 0, i64 %32
  store float %31, ptr %33, align 4, !alias.scope !7
  %34 = add i64 %26, 1
  br label %25

35:                                               ; preds = %25
  %36 = add i64 %13, 1
  br label %12

37:                                               ; preds = %12
  br label %38

38:                                               ; preds = %37, %6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #2

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 4}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 1024}
!5 = !{i64 4096}
!6 = !{i64 524288}
!7 = !{!8}
!8 = distinct !{!8, !9, !"xla.slice_index=2"}
!9 = distinct !{!9}
