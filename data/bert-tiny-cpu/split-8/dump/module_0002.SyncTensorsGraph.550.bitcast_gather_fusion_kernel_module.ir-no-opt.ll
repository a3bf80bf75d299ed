; ModuleID = '__compute_module_bitcast_gather_fusion_kernel_module'
source_filename = "__compute_module_bitcast_gather_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @bitcast_gather_fusion(ptr %0) #0 {
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
  call void @bitcast_gather_fusion_wrapped(ptr %5, ptr %7, ptr %9, i64 %13, i64 %15, i64 %17)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @bitcast_gather_fusion_wrapped(ptr noalias align 64 dereferenceable(262144) %0, ptr noalias align 64 dereferenceable(4096) %1, ptr noalias align 64 dereferenceable(65536) %2, i64 %3, i64 %4, i64 %5) #1 {
  br label %7

7:                                                ; preds = %28, %6
  %8 = phi i64 [ %29, %28 ], [ 0, %6 ]
  %9 = icmp slt i64 %8, 128
  br i1 %9, label %10, label %30

10:                                               ; preds = %7
  %11 = getelementptr inbounds [512 x i64], ptr %1, i32 0, i64 %8
  %12 = load i64, ptr %11, align 4, !invariant.load !3, !noalias !7
  %13 = trunc i64 %12 to i32
  %14 = zext i32 %13 to i64
  %15 = call i64 @llvm.umin.i64(i64 %14, i64 511)
  %16 = mul nsw i64 %15, 128
  %17 = mul nsw i64 %8, 128
  br label %18

18:                                               ; preds = %21, %10
  %19 = phi i64 [ %27, %21 ], [ 0, %10 ]
  %20 = icmp slt i64 %19, 128
  br i1 %20, label %21, label %28

21:                                               ; preds = %18
  %22 = add nsw i64 %16, %19
  %23 = getelementptr inbounds [65536 x float], ptr %0, i32 0, i64 %22
  %24 = load float, ptr %23, align 4, !invariant.load !3, !noalias !7
  %25 = add nsw i64 %17, %19
  %26 = getelementptr inbounds [16384 x float], ptr %2, i32 0, i64 %25
  store float %24, ptr %26, align 4, !alias.scope !7
  %27 = add i64 %19, 1
  br label %18

28:                                               ; preds = %18
  %29 = add i64 %8, 1
  br label %7

30:                                               ; preds = %7
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
!1 = !{i32 1, !"xla_dylib_index", i64 3}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 262144}
!5 = !{i64 4096}
!6 = !{i64 65536}
!7 = !{!8}
!8 = distinct !{!8, !9, !"xla.slice_index=2"}
!9 = distinct !{!9}
