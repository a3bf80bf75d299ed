; ModuleID = '__compute_module_bitcast_multiply_fusion.4.clone_kernel_module'
source_filename = "__compute_module_bitcast_multiply_fusion.4.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @bitcast_multiply_fusion.4.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !5
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %10 = load ptr, ptr %9, align 8, !invariant.load !3, !dereferenceable !5
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %12 = load ptr, ptr %11, align 8
  %13 = load i64, ptr %12, align 4, !invariant.load !3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  %14 = icmp ult i64 %13, 2
  br i1 %14, label %15, label %bitcast_multiply_fusion.4.clone_wrapped.exit

15:                                               ; preds = %1
  %16 = shl nuw nsw i64 %13, 16
  br label %vector.ph

vector.ph:                                        ; preds = %15, %vector.ph
  %17 = phi i64 [ 0, %15 ], [ %147, %vector.ph ]
  %18 = shl nuw nsw i64 %17, 7
  %19 = and i64 %18, 16256
  %20 = add nuw nsw i64 %18, %16
  %21 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %20
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 32
  %wide.load = load <8 x float>, ptr %21, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %wide.load4 = load <8 x float>, ptr %22, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %23 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %20
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 32
  %wide.load5 = load <8 x float>, ptr %23, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %wide.load6 = load <8 x float>, ptr %24, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %25 = fadd <8 x float> %wide.load, %wide.load5
  %26 = fadd <8 x float> %wide.load4, %wide.load6
  %27 = getelementptr inbounds nuw [16384 x float], ptr %4, i64 0, i64 %19
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 32
  %wide.load7 = load <8 x float>, ptr %27, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %wide.load8 = load <8 x float>, ptr %28, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %29 = fadd <8 x float> %25, %wide.load7
  %30 = fadd <8 x float> %26, %wide.load8
  %31 = fmul <8 x float> %29, %29
  %32 = fmul <8 x float> %30, %30
  %33 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %20
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 32
  store <8 x float> %31, ptr %33, align 4, !alias.scope !20, !noalias !21
  store <8 x float> %32, ptr %34, align 4, !alias.scope !20, !noalias !21
  %35 = or disjoint i64 %20, 16
  %36 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %35
  %37 = getelementptr inbounds nuw i8, ptr %36, i64 32
  %wide.load.1 = load <8 x float>, ptr %36, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %wide.load4.1 = load <8 x float>, ptr %37, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %38 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %35
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 32
  %wide.load5.1 = load <8 x float>, ptr %38, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %wide.load6.1 = load <8 x float>, ptr %39, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %40 = fadd <8 x float> %wide.load.1, %wide.load5.1
  %41 = fadd <8 x float> %wide.load4.1, %wide.load6.1
  %42 = or disjoint i64 %19, 16
  %43 = getelementptr inbounds nuw [16384 x float], ptr %4, i64 0, i64 %42
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 32
  %wide.load7.1 = load <8 x float>, ptr %43, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %wide.load8.1 = load <8 x float>, ptr %44, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %45 = fadd <8 x float> %40, %wide.load7.1
  %46 = fadd <8 x float> %41, %wide.load8.1
  %47 = fmul <8 x float> %45, %45
  %48 = fmul <8 x float> %46, %46
  %49 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %35
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 32
  store <8 x float> %47, ptr %49, align 4, !alias.scope !20, !noalias !21
  store <8 x float> %48, ptr %50, align 4, !alias.scope !20, !noalias !21
  %51 = or disjoint i64 %20, 32
  %52 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %51
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 32
  %wide.load.2 = load <8 x float>, ptr %52, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %wide.load4.2 = load <8 x float>, ptr %53, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %54 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %51
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 32
  %wide.load5.2 = load <8 x float>, ptr %54, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %wide.load6.2 = load <8 x float>, ptr %55, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %56 = fadd <8 x float> %wide.load.2, %wide.load5.2
  %57 = fadd <8 x float> %wide.load4.2, %wide.load6.2
  %58 = or disjoint i64 %19, 32
  %59 = getelementptr inbounds nuw [16384 x float], ptr %4, i64 0, i64 %58
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 32
  %wide.load7.2 = load <8 x float>, ptr %59, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %wide.load8.2 = load <8 x float>, ptr %60, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %61 = fadd <8 x float> %56, %wide.load7.2
  %62 = fadd <8 x float> %57, %wide.load8.2
  %63 = fmul <8 x float> %61, %61
  %64 = fmul <8 x float> %62, %62
  %65 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %51
  %66 = getelementptr inbounds nuw i8, ptr %65, i64 32
  store <8 x float> %63, ptr %65, align 4, !alias.scope !20, !noalias !21
  store <8 x float> %64, ptr %66, align 4, !alias.scope !20, !noalias !21
  %67 = or disjoint i64 %20, 48
  %68 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %67
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 32
  %wide.load.3 = load <8 x float>, ptr %68, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %wide.load4.3 = load <8 x float>, ptr %69, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %70 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %67
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 32
  %wide.load5.3 = load <8 x float>, ptr %70, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %wide.load6.3 = load <8 x float>, ptr %71, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %72 = fadd <8 x float> %wide.load.3, %wide.load5.3
  %73 = fadd <8 x float> %wide.load4.3, %wide.load6.3
  %74 = or disjoint i64 %19, 48
  %75 = getelementptr inbounds nuw [16384 x float], ptr %4, i64 0, i64 %74
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 32
  %wide.load7.3 = load <8 x float>, ptr %75, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %wide.load8.3 = load <8 x float>, ptr %76, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %77 = fadd <8 x float> %72, %wide.load7.3
  %78 = fadd <8 x float> %73, %wide.load8.3
  %79 = fmul <8 x float> %77, %77
  %80 = fmul <8 x float> %78, %78
  %81 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %67
  %82 = getelementptr inbounds nuw i8, ptr %81, i64 32
  store <8 x float> %79, ptr %81, align 4, !alias.scope !20, !noalias !21
  store <8 x float> %80, ptr %82, align 4, !alias.scope !20, !noalias !21
  %83 = or disjoint i64 %20, 64
  %84 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %83
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 32
  %wide.load.4 = load <8 x float>, ptr %84, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %wide.load4.4 = load <8 x float>, ptr %85, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %86 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %83
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 32
  %wide.load5.4 = load <8 x float>, ptr %86, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %wide.load6.4 = load <8 x float>, ptr %87, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %88 = fadd <8 x float> %wide.load.4, %wide.load5.4
  %89 = fadd <8 x float> %wide.load4.4, %wide.load6.4
  %90 = or disjoint i64 %19, 64
  %91 = getelementptr inbounds nuw [16384 x float], ptr %4, i64 0, i64 %90
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 32
  %wide.load7.4 = load <8 x float>, ptr %91, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %wide.load8.4 = load <8 x float>, ptr %92, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %93 = fadd <8 x float> %88, %wide.load7.4
  %94 = fadd <8 x float> %89, %wide.load8.4
  %95 = fmul <8 x float> %93, %93
  %96 = fmul <8 x float> %94, %94
  %97 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %83
  %98 = getelementptr inbounds nuw i8, ptr %97, i64 32
  store <8 x float> %95, ptr %97, align 4, !alias.scope !20, !noalias !21
  store <8 x float> %96, ptr %98, align 4, !alias.scope !20, !noalias !21
  %99 = or disjoint i64 %20, 80
  %100 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %99
  %101 = getelementptr inbounds nuw i8, ptr %100, i64 32
  %wide.load.5 = load <8 x float>, ptr %100, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %wide.load4.5 = load <8 x float>, ptr %101, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %102 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %99
  %103 = getelementptr inbounds nuw i8, ptr %102, i64 32
  %wide.load5.5 = load <8 x float>, ptr %102, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %wide.load6.5 = load <8 x float>, ptr %103, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %104 = fadd <8 x float> %wide.load.5, %wide.load5.5
  %105 = fadd <8 x float> %wide.load4.5, %wide.load6.5
  %106 = or disjoint i64 %19, 80
  %107 = getelementptr inbounds nuw [16384 x float], ptr %4, i64 0, i64 %106
  %108 = getelementptr inbounds nuw i8, ptr %107, i64 32
  %wide.load7.5 = load <8 x float>, ptr %107, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %wide.load8.5 = load <8 x float>, ptr %108, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %109 = fadd <8 x float> %104, %wide.load7.5
  %110 = fadd <8 x float> %105, %wide.load8.5
  %111 = fmul <8 x float> %109, %109
  %112 = fmul <8 x float> %110, %110
  %113 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %99
  %114 = getelementptr inbounds nuw i8, ptr %113, i64 32
  store <8 x float> %111, ptr %113, align 4, !alias.scope !20, !noalias !21
  store <8 x float> %112, ptr %114, align 4, !alias.scope !20, !noalias !21
  %115 = or disjoint i64 %20, 96
  %116 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %115
  %117 = getelementptr inbounds nuw i8, ptr %116, i64 32
  %wide.load.6 = load <8 x float>, ptr %116, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %wide.load4.6 = load <8 x float>, ptr %117, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %118 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %115
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 32
  %wide.load5.6 = load <8 x float>, ptr %118, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %wide.load6.6 = load <8 x float>, ptr %119, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %120 = fadd <8 x float> %wide.load.6, %wide.load5.6
  %121 = fadd <8 x float> %wide.load4.6, %wide.load6.6
  %122 = or disjoint i64 %19, 96
  %123 = getelementptr inbounds nuw [16384 x float], ptr %4, i64 0, i64 %122
  %124 = getelementptr inbounds nuw i8, ptr %123, i64 32
  %wide.load7.6 = load <8 x float>, ptr %123, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %wide.load8.6 = load <8 x float>, ptr %124, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %125 = fadd <8 x float> %120, %wide.load7.6
  %126 = fadd <8 x float> %121, %wide.load8.6
  %127 = fmul <8 x float> %125, %125
  %128 = fmul <8 x float> %126, %126
  %129 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %115
  %130 = getelementptr inbounds nuw i8, ptr %129, i64 32
  store <8 x float> %127, ptr %129, align 4, !alias.scope !20, !noalias !21
  store <8 x float> %128, ptr %130, align 4, !alias.scope !20, !noalias !21
  %131 = or disjoint i64 %20, 112
  %132 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %131
  %133 = getelementptr inbounds nuw i8, ptr %132, i64 32
  %wide.load.7 = load <8 x float>, ptr %132, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %wide.load4.7 = load <8 x float>, ptr %133, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %134 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %131
  %135 = getelementptr inbounds nuw i8, ptr %134, i64 32
  %wide.load5.7 = load <8 x float>, ptr %134, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %wide.load6.7 = load <8 x float>, ptr %135, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %136 = fadd <8 x float> %wide.load.7, %wide.load5.7
  %137 = fadd <8 x float> %wide.load4.7, %wide.load6.7
  %138 = or disjoint i64 %19, 112
  %139 = getelementptr inbounds nuw [16384 x float], ptr %4, i64 0, i64 %138
  %140 = getelementptr inbounds nuw i8, ptr %139, i64 32
  %wide.load7.7 = load <8 x float>, ptr %139, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %wide.load8.7 = load <8 x float>, ptr %140, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %141 = fadd <8 x float> %136, %wide.load7.7
  %142 = fadd <8 x float> %137, %wide.load8.7
  %143 = fmul <8 x float> %141, %141
  %144 = fmul <8 x float> %142, %142
  %145 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %131
  %146 = getelementptr inbounds nuw i8, ptr %145, i64 32
  store <8 x float> %143, ptr %145, align 4, !alias.scope !20, !noalias !21
  store <8 x float> %144, ptr %146, align 4, !alias.scope !20, !noalias !21
  %147 = add nuw nsw i64 %17, 1
  %exitcond3.not = icmp eq i64 %147, 512
  br i1 %exitcond3.not, label %bitcast_multiply_fusion.4.clone_wrapped.exit, label %vector.ph

bitcast_multiply_fusion.4.clone_wrapped.exit:     ; preds = %vector.ph, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 65536}
!5 = !{i64 524288}
!6 = !{!7}
!7 = distinct !{!7, !8, !"bitcast_multiply_fusion.4.clone_wrapped: argument 0"}
!8 = distinct !{!8, !"bitcast_multiply_fusion.4.clone_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"bitcast_multiply_fusion.4.clone_wrapped: argument 1"}
!11 = !{!12}
!12 = distinct !{!12, !8, !"bitcast_multiply_fusion.4.clone_wrapped: argument 2"}
!13 = !{!14}
!14 = distinct !{!14, !8, !"bitcast_multiply_fusion.4.clone_wrapped: argument 3"}
!15 = !{!16, !7, !12, !14}
!16 = distinct !{!16, !17, !"xla.slice_index=3"}
!17 = distinct !{!17}
!18 = !{!16, !7, !10, !14}
!19 = !{!16, !10, !12, !14}
!20 = !{!16, !14}
!21 = !{!7, !10, !12}
