; ModuleID = '__compute_module_multiply_bitcast_fusion.1.clone_kernel_module'
source_filename = "__compute_module_multiply_bitcast_fusion.1.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @multiply_bitcast_fusion.1.clone(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !5
  %10 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %kernel_dim3, ptr %11, i32 0, i32 0
  %13 = load i64, ptr %12, align 4, !invariant.load !3
  %14 = getelementptr inbounds %kernel_dim3, ptr %11, i32 0, i32 1
  %15 = load i64, ptr %14, align 4, !invariant.load !3
  %16 = getelementptr inbounds %kernel_dim3, ptr %11, i32 0, i32 2
  %17 = load i64, ptr %16, align 4, !invariant.load !3
  call void @multiply_bitcast_fusion.1.clone_wrapped(ptr %5, ptr %7, ptr %9, i64 %13, i64 %15, i64 %17)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @multiply_bitcast_fusion.1.clone_wrapped(ptr noalias align 64 dereferenceable(2048) %0, ptr noalias align 64 dereferenceable(2097152) %1, ptr noalias align 64 dereferenceable(2097152) %2, i64 %3, i64 %4, i64 %5) #1 {
  %7 = icmp sge i64 %3, 0
  %8 = icmp sle i64 %3, 1
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %52

10:                                               ; preds = %6
  %11 = mul nsw i64 %3, 262144
  br label %12

12:                                               ; preds = %49, %10
  %13 = phi i64 [ %50, %49 ], [ 0, %10 ]
  %14 = icmp slt i64 %13, 512
  br i1 %14, label %15, label %51

15:                                               ; preds = %12
  %16 = mul nsw i64 %13, 512
  %17 = add nsw i64 %11, %16
  br label %18

18:                                               ; preds = %21, %15
  %19 = phi i64 [ %48, %21 ], [ 0, %15 ]
  %20 = icmp slt i64 %19, 512
  br i1 %20, label %21, label %49

21:                                               ; preds = %18
  %22 = add nsw i64 %17, %19
  %23 = getelementptr inbounds [524288 x float], ptr %1, i32 0, i64 %22
  %24 = load float, ptr %23, align 4, !invariant.load !3, !noalias !6
  %25 = getelementptr inbounds [512 x float], ptr %0, i32 0, i64 %19
  %26 = load float, ptr %25, align 4, !invariant.load !3, !noalias !6
  %27 = fadd float %24, %26
  %28 = fmul float %27, 0x3FE6A09E60000000
  %29 = call float @llvm.maximum.f32(float %28, float 0xC00DF38D00000000)
  %30 = call float @llvm.minimum.f32(float %29, float 0x400DF38D00000000)
  %31 = fmul float %30, %30
  %32 = call float @llvm.fma.f32(float 0xBE7FA720C0000000, float %31, float 0x3EF8B11BE0000000)
  %33 = call float @llvm.fma.f32(float %32, float %31, float 0x3F50ADA500000000)
  %34 = call float @llvm.fma.f32(float %33, float %31, float 0x3F8CD0FA80000000)
  %35 = call float @llvm.fma.f32(float %34, float %31, float 0x3FBC698420000000)
  %36 = call float @llvm.fma.f32(float %35, float %31, float 0x3FDFD68940000000)
  %37 = call float @llvm.fma.f32(float %36, float %31, float 1.000000e+00)
  %38 = call float @llvm.fma.f32(float 0x3F2E05AA20000000, float %31, float 0x3F6BEBB440000000)
  %39 = call float @llvm.fma.f32(float %38, float %31, float 0x3FAA16DD60000000)
  %40 = call float @llvm.fma.f32(float %39, float %31, float 0x3FC7B4E800000000)
  %41 = call float @llvm.fma.f32(float %40, float %31, float 0x3FF20DD740000000)
  %42 = fmul float %30, %41
  %43 = fdiv float %42, %37
  %44 = fmul float %27, 5.000000e-01
  %45 = fadd float %43, 1.000000e+00
  %46 = fmul float %44, %45
  %47 = getelementptr inbounds [524288 x float], ptr %2, i32 0, i64 %22
  store float %46, ptr %47, align 4, !alias.scope !6
  %48 = add i64 %19, 1
  br label %18

49:                                               ; preds = %18
  %50 = add i64 %13, 1
  br label %12

51:                                               ; preds = %12
  br label %52

52:                                               ; preds = %51, %6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minimum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 2048}
!5 = !{i64 2097152}
!6 = !{!7}
!7 = distinct !{!7, !8, !"xla.slice_index=2"}
!8 = distinct !{!8}
