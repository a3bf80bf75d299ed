; ModuleID = '__compute_module_copy_gather_fusion.1.clone_kernel_module'
source_filename = "__compute_module_copy_gather_fusion.1.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @copy_gather_fusion.1.clone(ptr %0) #0 {
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
  call void @copy_gather_fusion.1.clone_wrapped(ptr %5, ptr %7, ptr %9, i64 %13, i64 %15, i64 %17)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @copy_gather_fusion.1.clone_wrapped(ptr noalias align 64 dereferenceable(15627264) %0, ptr noalias align 64 dereferenceable(8192) %1, ptr noalias align 64 dereferenceable(524288) %2, i64 %3, i64 %4, i64 %5) #1 {
  %7 = icmp sge i64 %3, 0
  %8 = icmp sle i64 %3, 1
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %39

10:                                               ; preds = %6
  %11 = mul nsw i64 %3, 512
  %12 = mul nsw i64 %3, 65536
  br label %13

13:                                               ; preds = %36, %10
  %14 = phi i64 [ %37, %36 ], [ 0, %10 ]
  %15 = icmp slt i64 %14, 512
  br i1 %15, label %16, label %38

16:                                               ; preds = %13
  %17 = add nsw i64 %11, %14
  %18 = getelementptr inbounds [1024 x i64], ptr %1, i32 0, i64 %17
  %19 = load i64, ptr %18, align 4, !invariant.load !3, !noalias !7
  %20 = trunc i64 %19 to i32
  %21 = zext i32 %20 to i64
  %22 = call i64 @llvm.umin.i64(i64 %21, i64 30521)
  %23 = mul nsw i64 %22, 128
  %24 = mul nsw i64 %14, 128
  %25 = add nsw i64 %12, %24
  br label %26

26:                                               ; preds = %29, %16
  %27 = phi i64 [ %35, %29 ], [ 0, %16 ]
  %28 = icmp slt i64 %27, 128
  br i1 %28, label %29, label %36

29:                                               ; preds = %26
  %30 = add nsw i64 %23, %27
  %31 = getelementptr inbounds [3906816 x float], ptr %0, i32 0, i64 %30
  %32 = load float, ptr %31, align 4, !invariant.load !3, !noalias !7
  %33 = add nsw i64 %25, %27
  %34 = getelementptr inbounds [131072 x float], ptr %2, i32 0, i64 %33
  store float %32, ptr %34, align 4, !alias.scope !7
  %35 = add i64 %27, 1
  br label %26

36:                                               ; preds = %26
  %37 = add i64 %14, 1
  br label %13

38:                                               ; preds = %13
  br label %39

39:                                               ; preds = %38, %6
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
!1 = !{i32 1, !"xla_dylib_index", i64 5}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 15627264}
!5 = !{i64 8192}
!6 = !{i64 524288}
!7 = !{!8}
!8 = distinct !{!8, !9, !"xla.slice_index=2"}
!9 = distinct !{!9}
