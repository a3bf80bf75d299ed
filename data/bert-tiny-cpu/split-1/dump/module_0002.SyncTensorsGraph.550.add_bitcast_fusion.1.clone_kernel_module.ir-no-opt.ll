; ModuleID = '__compute_module_add_bitcast_fusion.1.clone_kernel_module'
source_filename = "__compute_module_add_bitcast_fusion.1.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @add_bitcast_fusion.1.clone(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !5
  %10 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 3, i32 0
  %11 = load ptr, ptr %10, align 8, !invariant.load !3, !dereferenceable !4
  %12 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 4, i32 0
  %13 = load ptr, ptr %12, align 8, !invariant.load !3, !dereferenceable !6
  %14 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 5, i32 0
  %15 = load ptr, ptr %14, align 8, !invariant.load !3, !dereferenceable !4
  %16 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 6, i32 0
  %17 = load ptr, ptr %16, align 8, !invariant.load !3, !dereferenceable !5
  %18 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 7, i32 0
  %19 = load ptr, ptr %18, align 8, !invariant.load !3, !dereferenceable !5
  %20 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 8, i32 0
  %21 = load ptr, ptr %20, align 8, !invariant.load !3, !dereferenceable !4
  %22 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 9, i32 0
  %23 = load ptr, ptr %22, align 8, !invariant.load !3, !dereferenceable !6
  %24 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 10, i32 0
  %25 = load ptr, ptr %24, align 8, !invariant.load !3, !dereferenceable !4
  %26 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 11, i32 0
  %27 = load ptr, ptr %26, align 8, !invariant.load !3, !dereferenceable !5
  %28 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 12, i32 0
  %29 = load ptr, ptr %28, align 8, !invariant.load !3, !dereferenceable !5
  %30 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 13, i32 0
  %31 = load ptr, ptr %30, align 8, !invariant.load !3, !dereferenceable !4
  %32 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 14, i32 0
  %33 = load ptr, ptr %32, align 8, !invariant.load !3, !dereferenceable !6
  %34 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 15, i32 0
  %35 = load ptr, ptr %34, align 8, !invariant.load !3, !dereferenceable !4
  %36 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 16, i32 0
  %37 = load ptr, ptr %36, align 8, !invariant.load !3, !dereferenceable !5
  %38 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 17, i32 0
  %39 = load ptr, ptr %38, align 8, !invariant.load !3, !dereferenceable !5
  %40 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 18, i32 0
  %41 = load ptr, ptr %40, align 8, !invariant.load !3, !dereferenceable !7
  %42 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 19, i32 0
  %43 = load ptr, ptr %42, align 8, !invariant.load !3, !dereferenceable !6
  %44 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 20, i32 0
  %45 = load ptr, ptr %44, align 8, !invariant.load !3, !dereferenceable !6
  %46 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 21, i32 0
  %47 = load ptr, ptr %46, align 8, !invariant.load !3, !dereferenceable !4
  %48 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 22, i32 0
  %49 = load ptr, ptr %48, align 8, !invariant.load !3, !dereferenceable !4
  %50 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 23, i32 0
  %51 = load ptr, ptr %50, align 8, !invariant.load !3, !dereferenceable !4
  %52 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 24, i32 0
  %53 = load ptr, ptr %52, align 8, !invariant.load !3, !dereferenceable !4
  %54 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 25, i32 0
  %55 = load ptr, ptr %54, align 8, !invariant.load !3, !dereferenceable !6
  %56 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %57 = load ptr, ptr %56, align 8
  %58 = getelementptr inbounds %kernel_dim3, ptr %57, i32 0, i32 0
  %59 = load i64, ptr %58, align 4, !invariant.load !3
  %60 = getelementptr inbounds %kernel_dim3, ptr %57, i32 0, i32 1
  %61 = load i64, ptr %60, align 4, !invariant.load !3
  %62 = getelementptr inbounds %kernel_dim3, ptr %57, i32 0, i32 2
  %63 = load i64, ptr %62, align 4, !invariant.load !3
  call void @add_bitcast_fusion.1.clone_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, ptr %21, ptr %23, ptr %25, ptr %27, ptr %29, ptr %31, ptr %33, ptr %35, ptr %37, ptr %39, ptr %41, ptr %43, ptr %45, ptr %47, ptr %49, ptr %51, ptr %53, ptr %55, i64 %59, i64 %61, i64 %63)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @add_bitcast_fusion.1.clone_wrapped(ptr noalias align 64 dereferenceable(512) %0, ptr noalias align 64 dereferenceable(4096) %1, ptr noalias align 64 dereferenceable(4096) %2, ptr noalias align 64 dereferenceable(512) %3, ptr noalias align 64 dereferenceable(524288) %4, ptr noalias align 64 dereferenceable(512) %5, ptr noalias align 64 dereferenceable(4096) %6, ptr noalias align 64 dereferenceable(4096) %7, ptr noalias align 64 dereferenceable(512) %8, ptr noalias align 64 dereferenceable(524288) %9, ptr noalias align 64 dereferenceable(512) %10, ptr noalias align 64 dereferenceable(4096) %11, ptr noalias align 64 dereferenceable(4096) %12, ptr noalias align 64 dereferenceable(512) %13, ptr noalias align 64 dereferenceable(524288) %14, ptr noalias align 64 dereferenceable(512) %15, ptr noalias align 64 dereferenceable(4096) %16, ptr noalias align 64 dereferenceable(4096) %17, ptr noalias align 64 dereferenceable(65536) %18, ptr noalias align 64 dereferenceable(524288) %19, ptr noalias align 64 dereferenceable(524288) %20, ptr noalias align 64 dereferenceable(512) %21, ptr noalias align 64 dereferenceable(512) %22, ptr noalias align 64 dereferenceable(512) %23, ptr noalias align 64 dereferenceable(512) %24, ptr noalias align 64 dereferenceable(524288) %25, i64 %26, i64 %27, i64 %28) #1 {
  %30 = icmp sge i64 %26, 0
  %31 = icmp sle i64 %26, 1
  %32 = and i1 %30, %31
  br i1 %32, label %33, label %134

33:                                               ; preds = %29
  %34 = mul nsw i64 %26, 512
  %35 = mul nsw i64 %26, 65536
  br label %36

36:                                               ; preds = %131, %33
  %37 = phi i64 [ %132, %131 ], [ 0, %33 ]
  %38 = icmp slt i64 %37, 512
  br i1 %38, label %39, label %133

39:                                               ; preds = %36
  %40 = add nsw i64 %34, %37
  %41 = getelementptr inbounds [1024 x float], ptr %17, i32 0, i64 %40
  %42 = load float, ptr %41, align 4, !invariant.load !3, !noalias !8
  %43 = fmul float %42, 7.812500e-03
  %44 = getelementptr inbounds [1024 x float], ptr %16, i32 0, i64 %40
  %45 = load float, ptr %44, align 4, !invariant.load !3, !noalias !8
  %46 = getelementptr inbounds [1024 x float], ptr %12, i32 0, i64 %40
  %47 = load float, ptr %46, align 4, !invariant.load !3, !noalias !8
  %48 = fmul float %47, 7.812500e-03
  %49 = getelementptr inbounds [1024 x float], ptr %11, i32 0, i64 %40
  %50 = load float, ptr %49, align 4, !invariant.load !3, !noalias !8
  %51 = getelementptr inbounds [1024 x float], ptr %7, i32 0, i64 %40
  %52 = load float, ptr %51, align 4, !invariant.load !3, !noalias !8
  %53 = fmul float %52, 7.812500e-03
  %54 = getelementptr inbounds [1024 x float], ptr %6, i32 0, i64 %40
  %55 = load float, ptr %54, align 4, !invariant.load !3, !noalias !8
  %56 = getelementptr inbounds [1024 x float], ptr %2, i32 0, i64 %40
  %57 = load float, ptr %56, align 4, !invariant.load !3, !noalias !8
  %58 = fmul float %57, 7.812500e-03
  %59 = getelementptr inbounds [1024 x float], ptr %1, i32 0, i64 %40
  %60 = load float, ptr %59, align 4, !invariant.load !3, !noalias !8
  %61 = mul nsw i64 %37, 128
  %62 = add nsw i64 %35, %61
  %63 = urem i64 %40, 128
  %64 = mul nsw i64 %63, 128
  br label %65

65:                                               ; preds = %68, %39
  %66 = phi i64 [ %130, %68 ], [ 0, %39 ]
  %67 = icmp slt i64 %66, 128
  br i1 %67, label %68, label %131

68:                                               ; preds = %65
  %69 = add nsw i64 %62, %66
  %70 = getelementptr inbounds [131072 x float], ptr %19, i32 0, i64 %69
  %71 = load float, ptr %70, align 4, !invariant.load !3, !noalias !8
  %72 = getelementptr inbounds [131072 x float], ptr %20, i32 0, i64 %69
  %73 = load float, ptr %72, align 4, !invariant.load !3, !noalias !8
  %74 = fadd float %71, %73
  %75 = add nsw i64 %64, %66
  %76 = getelementptr inbounds [16384 x float], ptr %18, i32 0, i64 %75
  %77 = load float, ptr %76, align 4, !invariant.load !3, !noalias !8
  %78 = fadd float %74, %77
  %79 = fsub float %78, %43
  %80 = fmul float %79, %45
  %81 = getelementptr inbounds [128 x float], ptr %15, i32 0, i64 %66
  %82 = load float, ptr %81, align 4, !invariant.load !3, !noalias !8
  %83 = getelementptr inbounds [131072 x float], ptr %14, i32 0, i64 %69
  %84 = load float, ptr %83, align 4, !invariant.load !3, !noalias !8
  %85 = getelementptr inbounds [128 x float], ptr %13, i32 0, i64 %66
  %86 = load float, ptr %85, align 4, !invariant.load !3, !noalias !8
  %87 = getelementptr inbounds [128 x float], ptr %21, i32 0, i64 %66
  %88 = load float, ptr %87, align 4, !invariant.load !3, !noalias !8
  %89 = fmul float %80, %82
  %90 = fadd float %84, %86
  %91 = fadd float %88, %89
  %92 = fadd float %90, %91
  %93 = fsub float %92, %48
  %94 = fmul float %93, %50
  %95 = getelementptr inbounds [128 x float], ptr %10, i32 0, i64 %66
  %96 = load float, ptr %95, align 4, !invariant.load !3, !noalias !8
  %97 = getelementptr inbounds [131072 x float], ptr %9, i32 0, i64 %69
  %98 = load float, ptr %97, align 4, !invariant.load !3, !noalias !8
  %99 = getelementptr inbounds [128 x float], ptr %8, i32 0, i64 %66
  %100 = load float, ptr %99, align 4, !invariant.load !3, !noalias !8
  %101 = getelementptr inbounds [128 x float], ptr %22, i32 0, i64 %66
  %102 = load float, ptr %101, align 4, !invariant.load !3, !noalias !8
  %103 = fmul float %94, %96
  %104 = fadd float %98, %100
  %105 = fadd float %102, %103
  %106 = fadd float %104, %105
  %107 = fsub float %106, %53
  %108 = fmul float %107, %55
  %109 = getelementptr inbounds [128 x float], ptr %5, i32 0, i64 %66
  %110 = load float, ptr %109, align 4, !invariant.load !3, !noalias !8
  %111 = getelementptr inbounds [131072 x float], ptr %4, i32 0, i64 %69
  %112 = load float, ptr %111, align 4, !invariant.load !3, !noalias !8
  %113 = getelementptr inbounds [128 x float], ptr %3, i32 0, i64 %66
  %114 = load float, ptr %113, align 4, !invariant.load !3, !noalias !8
  %115 = getelementptr inbounds [128 x float], ptr %23, i32 0, i64 %66
  %116 = load float, ptr %115, align 4, !invariant.load !3, !noalias !8
  %117 = fmul float %108, %110
  %118 = fadd float %112, %114
  %119 = fadd float %116, %117
  %120 = fadd float %118, %119
  %121 = fsub float %120, %58
  %122 = fmul float %121, %60
  %123 = getelementptr inbounds [128 x float], ptr %0, i32 0, i64 %66
  %124 = load float, ptr %123, align 4, !invariant.load !3, !noalias !8
  %125 = getelementptr inbounds [128 x float], ptr %24, i32 0, i64 %66
  %126 = load float, ptr %125, align 4, !invariant.load !3, !noalias !8
  %127 = fmul float %122, %124
  %128 = fadd float %126, %127
  %129 = getelementptr inbounds [131072 x float], ptr %25, i32 0, i64 %69
  store float %128, ptr %129, align 4, !alias.scope !8
  %130 = add i64 %66, 1
  br label %65

131:                                              ; preds = %65
  %132 = add i64 %37, 1
  br label %36

133:                                              ; preds = %36
  br label %134

134:                                              ; preds = %133, %29
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
!4 = !{i64 512}
!5 = !{i64 4096}
!6 = !{i64 524288}
!7 = !{i64 65536}
!8 = !{!9}
!9 = distinct !{!9, !10, !"xla.slice_index=25"}
!10 = distinct !{!10}
